import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { LoginInfo } from '@portal/shared/contract';
import { codeFromOutbox } from './portal';

// The operations side of the money specs, through the ops API (/api/v1/ops/…) as the ops team's tools call it.

type TransferList = { items: { id: string; reference: string }[] };

/** The platform ops account the demo seed creates (api/src/dev/seed, run by global-setup.ts before the portal starts). */
const OPS_PHONE = process.env.E2E_OPS_PHONE ?? '0500000009';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${body}`).toBe(true);
  return (JSON.parse(body) as { data: T }).data;
}

/** Signs an account (ops, provider) in with its WhatsApp code (read from the development outbox); its headers. */
export async function signInHeaders(request: APIRequestContext, phone: string): Promise<Record<string, string>> {
  // Signed in once by global-setup.ts (shared accounts would otherwise race for their one live code).
  const shared = (JSON.parse(process.env.E2E_PLATFORM_TOKENS ?? '{}') as Record<string, string>)[phone.slice(-9)];
  if (shared) return { lang: 'en', authorization: `Bearer ${shared}` };
  const login = await request.post('/api/v1/auth/login', { headers: { lang: 'en' }, data: { phone } });
  // 429: a code sent under a minute ago is still the live one (two tests confirming one after the other).
  expect([200, 429], `login ${phone}: ${await login.text()}`).toContain(login.status());
  const code = await codeFromOutbox(request, phone);
  const verify = await request.post('/api/v1/auth/phone/verify', { headers: { lang: 'en' }, data: { phone, code } });
  const { token } = await data<{ token: string }>(verify, `verify ${phone}`);
  return { lang: 'en', authorization: `Bearer ${token}` };
}

/** The platform ops account's headers. */
export const opsHeaders = (request: APIRequestContext) => signInHeaders(request, OPS_PHONE);

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

/** Ops reject the company's refund `reference` with a reason: the amount goes back to the wallet. */
export async function rejectRefundAsOps(request: APIRequestContext, reference: string, reason: string) {
  const headers = await opsHeaders(request);
  const list = await request.get('/api/v1/ops/wallets/refunds', { headers, params: { status: 'pending' } });
  const refund = (await data<{ id: string; reference: string }[]>(list, 'ops refunds')).find(
    (item) => item.reference === reference,
  );
  if (!refund) throw new Error(`ops cannot see the pending refund ${reference}`);
  await data<unknown>(
    await request.post(`/api/v1/ops/wallets/refunds/${refund.id}/reject`, { headers, data: { reason } }),
    'ops reject refund',
  );
}

/** An account signed in with its code, and asked for its login info as the shell asks at sign-in. */
export type PlatformSession = { login: LoginInfo; headers: Record<string, string> };

/**
 * Signs an account in (the demo owner, ops, a provider, any member) and reads its login info: the info a browser
 * context is started with (installSession) and the headers its API calls carry (Role-Id for a company member; ops
 * and provider accounts act without a company role).
 */
export async function platformSession(request: APIRequestContext, phone: string): Promise<PlatformSession> {
  const token = await signInHeaders(request, phone);
  const login = await data<LoginInfo>(
    await request.post('/api/v1/auth/user/me', {
      headers: token,
      data: { type: 'company', role_id: null, device_data: { type: 'web', version: '1.01', language: 'en' } },
    }),
    `${phone} login info`,
  );
  return { login, headers: login.role.id ? { ...token, 'Role-Id': login.role.id } : token };
}

/** A platform account's login info (ops: its ops rules, issue 27.1; a provider: its provider rules, issue 30). */
export const platformLoginInfo = async (request: APIRequestContext, phone: string) =>
  (await platformSession(request, phone)).login;

/** The ops account's login info, for a browser context started signed in as ops. */
export const opsLoginInfo = (request: APIRequestContext) => platformLoginInfo(request, OPS_PHONE);

/**
 * Makes sure the ops account has a live, unused WhatsApp code: the set-up used its first one, and a new one goes out
 * only 60 s after the last. The sign-in page then finds the code "already sent" and asks for it (the returning-user
 * path of sign-in.spec.ts), as an agent would type it from WhatsApp.
 */
export async function freshOpsCode(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.post('/api/v1/auth/login', { data: { phone: OPS_PHONE } })).status(), {
      timeout: 75_000,
      intervals: [5_000],
    })
    .toBe(200);
}

export { OPS_PHONE };
