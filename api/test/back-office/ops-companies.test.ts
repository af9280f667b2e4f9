import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/platform/db/schema/index';
import { companyOwner, memberWith, uploadCrCertificate } from '../company/account-helpers';
import { newKey, opsUser } from '../money/money-helpers';
import { call, outboxCode, signInWithCode, userMe, useTestApp } from '../support/harness';

// Issue 27.3 / 27.6, the company's side of the ops decisions about it: a credit line set with a reason reaches the
// company (bell, WALLET_CHANGED) once per decision; the certificates' verdict reaches it (bell, ACCOUNT_VERIFICATION);
// ops open the certificate files; a suspended company's people are refused already at the sign-in code step.

const t = useTestApp();
let admin: Awaited<ReturnType<typeof opsUser>>;
beforeAll(async () => {
  admin = await opsUser(t, ['admin'], 'Noura Admin');
});

const en = { lang: 'en' };
const notificationsOf = async (token: string) =>
  (await call(t.app, 'GET', '/api/v1/company/notifications', { token, headers: en })).body.data.items as Array<{
    id: string;
    type: string;
    title: string;
    body: string;
  }>;
const eventsOf = (companyId: string, type: 'WALLET_CHANGED' | 'ACCOUNT_VERIFICATION') =>
  t.database
    .systemDb('test: the outbox events of a company')
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.companyId, companyId), eq(outboxEvents.type, type)));
const auditOf = async (companyId: string) =>
  (await call(t.app, 'GET', `/api/v1/ops/audit?company_id=${companyId}`, { token: admin.token })).body.data
    .items as Array<{ action: string; details: Record<string, unknown> }>;

describe('credit line', () => {
  it('tells the company once per decision (bell and wallet event); a retry with the same key changes nothing', async () => {
    const owner = await companyOwner(t, 'Credit Line Co');
    const url = `/api/v1/ops/companies/${owner.companyId}/credit-line`;
    const key = newKey();
    const send = (limit: number, reason: string, idempotencyKey: string | null = key) =>
      call(t.app, 'PUT', url, {
        token: admin.token,
        body: { limit, reason },
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      });
    const first = await send(250_000, 'Framework contract signed');
    expect(first.statusCode).toBe(200);
    expect(first.body.data.credit_line).toMatchObject({ limit: 250_000, used: 0, available: 250_000 });
    const retry = await send(250_000, 'Framework contract signed');
    expect(retry.statusCode).toBe(200);
    const reused = await send(300_000, 'Another decision');
    expect(reused.statusCode).toBe(409);
    // The same limit again without a key: nothing changes, nobody is told twice.
    expect((await send(250_000, 'Same again', null)).statusCode).toBe(200);

    const wallet = await call(t.app, 'GET', '/api/v1/company/wallets/wallet', { token: owner.token });
    expect(wallet.body.data.credit_line.limit).toBe(250_000);
    const bell = (await notificationsOf(owner.token)).filter((n) => n.title === 'Credit line changed');
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body).toContain('Framework contract signed');
    expect(await eventsOf(owner.companyId, 'WALLET_CHANGED')).toEqual([
      // With the id of the bell notification that push mirrors (outbound/notification-alerts.ts).
      { payload: { credit_limit: 250_000, previous_limit: 0, notification_id: bell[0]!.id } },
    ]);
    expect((await auditOf(owner.companyId)).map((e) => e.action)).toEqual(['credit_line.update']);
  });

  it('refuses finance-less roles, a missing reason and an unknown company', async () => {
    const owner = await companyOwner(t, 'Credit Refusals Co');
    const support = await opsUser(t, ['support']);
    const url = `/api/v1/ops/companies/${owner.companyId}/credit-line`;
    const body = { limit: 1_000, reason: 'x' };
    expect((await call(t.app, 'PUT', url, { token: support.token, body })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', url, { token: owner.token, body })).statusCode).toBe(403);
    const unknown = `/api/v1/ops/companies/00000000-0000-4000-8000-000000000000/credit-line`;
    expect((await call(t.app, 'PUT', unknown, { token: admin.token, body })).statusCode).toBe(404);
    const bad = await call(t.app, 'PUT', url, { token: admin.token, body: { limit: -5, reason: '' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['limit', 'reason']);
  });
});

describe('certificates', () => {
  it('ops open the file; the verdict reaches the company (bell with the reason, stream event); idempotent', async () => {
    const owner = await companyOwner(t, 'Verdict Co');
    await uploadCrCertificate(t, owner);
    const detail = await call(t.app, 'GET', `/api/v1/ops/companies/${owner.companyId}`, { token: admin.token });
    const [cr] = detail.body.data.certificates;
    expect(cr).toMatchObject({ kind: 'cr', mime: 'application/pdf' });
    const file = await t.app.inject({
      method: 'GET',
      url: cr.url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = `/api/v1/ops/companies/${owner.companyId}/certificates/vat`;
    expect((await call(t.app, 'GET', missing, { token: admin.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', cr.url, { token: owner.token })).statusCode).toBe(403);

    const key = { 'idempotency-key': newKey() };
    const reject = () =>
      call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/certificates/reject`, {
        token: admin.token,
        headers: key,
        body: { reason: 'The CR certificate has expired' },
      });
    expect((await reject()).statusCode).toBe(200);
    const retried = await reject(); // a lost answer retried: the same answer, not a 409
    expect(retried.statusCode).toBe(200);
    expect(retried.body.data.verification.status).toBe('rejected');

    const bell = (await notificationsOf(owner.token)).filter((n) => n.title === 'Certificates rejected');
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body).toContain('The CR certificate has expired');
    expect(await eventsOf(owner.companyId, 'ACCOUNT_VERIFICATION')).toEqual([
      { payload: { status: 'rejected', notification_id: bell[0]!.id } },
    ]);

    // A new upload asks again; verifying it tells the company too.
    t.clock.advanceSeconds(60);
    await uploadCrCertificate(t, owner);
    const verified = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/certificates/verify`, {
      token: admin.token,
      headers: { 'idempotency-key': newKey() },
      body: {},
    });
    expect(verified.body.data.verification.status).toBe('verified');
    expect((await notificationsOf(owner.token)).map((n) => n.title)).toContain('Certificates verified');
    expect(await eventsOf(owner.companyId, 'ACCOUNT_VERIFICATION')).toHaveLength(2);
  });
});

describe('a suspended company at sign-in', () => {
  it('is refused at the code step with a clear message, the code checked before too; reinstated, it signs in', async () => {
    const owner = await companyOwner(t, 'Sign-in Suspended Co');
    // A code asked for just before the suspension: checking it is refused as well.
    t.clock.advanceSeconds(61);
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone: owner.phone } })).statusCode).toBe(200);
    const earlier = await outboxCode(t.app, owner.phone);
    const suspend = await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/suspend`, {
      token: admin.token,
      body: { reason: 'Unpaid invoices' },
    });
    expect(suspend.statusCode).toBe(200);

    t.clock.advanceSeconds(61);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone: owner.phone }, headers: en });
    expect(login.statusCode).toBe(422);
    expect(login.body.errors?.phone).toEqual([
      "Your company's account has been suspended by the platform, so you cannot sign in. Contact support to have it reinstated",
    ]);
    const verify = await call(t.app, 'POST', '/api/v1/auth/phone/verify', {
      body: { phone: owner.phone, code: earlier },
      headers: { lang: 'ar' },
    });
    expect(verify.statusCode).toBe(422);
    expect(verify.body.errors?.phone?.[0]).toContain('تم تعليق حساب شركتك');
    expect(verify.body.data?.token).toBeUndefined();

    await call(t.app, 'POST', `/api/v1/ops/companies/${owner.companyId}/reinstate`, {
      token: admin.token,
      body: { reason: 'Paid' },
    });
    t.clock.advanceSeconds(61);
    expect(await signInWithCode(t.app, owner.phone)).toEqual(expect.any(String));
  });
});

describe('ops_companies in a company role: its company meaning only (ADR 0037, 0071)', () => {
  it('read ops_companies is kept at sign-in, any other ops rule dropped, and the ops API refuses the member', async () => {
    const owner = await companyOwner(t, 'Old Role Co');
    const member = await memberWith(t, owner.companyId, [
      { action: 'read', subject: 'ops_companies' },
      { action: 'update', subject: 'ops_companies' },
      { action: 'read', subject: 'ops_transfers' },
      { action: 'read', subject: 'b2b_account_information' },
    ]);
    const me = await userMe(t.app, member.token);
    expect(me.body.data.role.ability).toEqual([
      { action: 'read', subject: 'b2b_account_information' },
      { action: 'read', subject: 'ops_companies' },
    ]);
    expect((await call(t.app, 'GET', '/api/v1/ops/companies', { token: member.token })).statusCode).toBe(403);
  });
});
