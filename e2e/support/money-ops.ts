import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { toE164 } from './phones';

// The operations side of the money specs, through the ops API as the ops team's tools would call it:
// the seeded ops account signs in with its WhatsApp code (read from the development outbox).

// The few answer fields read here (the contract's TokenResult, LoginInfo and OpsTempTransaction list).
type TokenResult = { token: string };
type LoginInfo = { token: string; role: { id: string } };
type TransferList = { items: { id: string; reference: string }[] };

/** The ops account the API seeds outside production (see api/src/seed). */
export const OPS_PHONE = process.env.E2E_OPS_PHONE ?? '0500000009';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${body}`).toBe(true);
  return (JSON.parse(body) as { data: T }).data;
}

/** Signs the ops account in and returns its bearer headers. */
export async function opsHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/auth/login', { headers: { lang: 'en' }, data: { phone: OPS_PHONE } });
  expect([200, 429], `ops login: ${await login.text()}`).toContain(login.status());
  const outbox = await request.get(`/api/v1/dev/outbox?phone=${encodeURIComponent(toE164(OPS_PHONE))}`);
  const { code } = await data<{ code: string }>(outbox, 'ops outbox');
  const verify = await request.post('/api/v1/auth/phone/verify', {
    headers: { lang: 'en' },
    data: { phone: OPS_PHONE, code },
  });
  const { token } = await data<TokenResult>(verify, 'ops verify');
  const me = await request.post('/api/v1/auth/user/me', {
    headers: { lang: 'en', authorization: `Bearer ${token}` },
    data: { type: 'ops', role_id: null, device_data: { type: 'web', version: '1.01', language: 'en' } },
  });
  const info = await data<LoginInfo>(me, 'ops user/me');
  return { lang: 'en', authorization: `Bearer ${info.token}`, 'Role-Type': 'ops', 'Role-Id': info.role.id };
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
