import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

// The operations side of the money specs, through the ops API (/api/v1/ops/…) as the ops team's tools call it.

type TransferList = { items: { id: string; reference: string }[] };

/**
 * The ops account (account type ops, password sign-in). The API seeds none yet: set E2E_OPS_PHONE and
 * E2E_OPS_PASSWORD to an ops account of the portal under test; without them the specs that need ops are skipped.
 */
export const OPS_ACCOUNT =
  process.env.E2E_OPS_PHONE && process.env.E2E_OPS_PASSWORD
    ? { phone: process.env.E2E_OPS_PHONE, password: process.env.E2E_OPS_PASSWORD }
    : null;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${body}`).toBe(true);
  return (JSON.parse(body) as { data: T }).data;
}

/** Signs the ops account in (POST auth/signin) and returns its bearer headers. */
export async function opsHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  if (!OPS_ACCOUNT) throw new Error('E2E_OPS_PHONE and E2E_OPS_PASSWORD name no ops account');
  const signin = await request.post('/api/v1/auth/signin', { headers: { lang: 'en' }, data: OPS_ACCOUNT });
  const { token } = await data<{ token: string }>(signin, 'ops sign-in');
  return { lang: 'en', authorization: `Bearer ${token}`, 'Role-Type': 'ops' };
}

/** Ops confirm the company's bank transfer `reference`: the wallet is credited. */
export async function confirmTransferAsOps(request: APIRequestContext, reference: string) {
  const headers = await opsHeaders(request);
  const list = await request.get('/api/v1/ops/wallets/temp-transactions', {
    headers,
    params: { q: reference, status: 'pending', perPage: 10 },
  });
  const transfer = (await data<TransferList>(list, 'ops transfers')).items.find((item) => item.reference === reference);
  if (!transfer) throw new Error(`ops cannot see the pending transfer ${reference}`);
  const confirm = await request.post(`/api/v1/ops/wallets/temp-transactions/${transfer.id}/confirm`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
  });
  await data<unknown>(confirm, 'ops confirm');
}
