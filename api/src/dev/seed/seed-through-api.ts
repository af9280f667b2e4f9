import type { DevSeedResult } from '@portal/contract';

/** POST /api/v1/dev/seed on the running API: the development-only route that seeds its own database. */
export async function seedThroughApi(apiUrl: string): Promise<DevSeedResult> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/v1/dev/seed', apiUrl), { method: 'POST', headers: { lang: 'en' } });
  } catch (error) {
    throw new Error(`The running API at ${apiUrl} did not answer (${(error as Error).message}); nothing was changed.`);
  }
  const body = (await response.json().catch(() => null)) as { message?: string; data?: DevSeedResult } | null;
  if (!response.ok || !body?.data) {
    const reason = response.status === 404 ? 'it does not offer the development seed (production settings?)' : '';
    throw new Error(`The running API at ${apiUrl} refused the seed: ${response.status} ${reason || body?.message}`);
  }
  return body.data;
}
