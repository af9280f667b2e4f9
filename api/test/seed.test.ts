import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, memberships, payments, users, walletTempTransactions } from '../src/db/schema/index';
import { DEMO_OWNER_PHONE, seedDemo } from '../src/seed/seed-demo';
import { call, createTestApp, outboxCode, type TestApp, userMe } from './harness';
import { recomputedBalances } from './money-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('adds the demo company once', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'seed-files-'));
    expect(await seedDemo(t.database.db, { filesDir })).toEqual({ created: true });
    expect(await seedDemo(t.database.db, { filesDir })).toEqual({ created: false });
    const db = t.database.systemDb('test: counts every row');
    expect(await db.$count(companies)).toBe(1);
    // Owner, employee and the platform's ops account.
    expect(await db.$count(users)).toBe(3);
    // The money history: four paid recharges with their invoices, two order payments, a failed card payment,
    // and a transfer waiting for ops; balances recomputed from the postings equal the cached ones.
    expect(await db.$count(invoices)).toBe(4);
    expect(await db.$count(payments)).toBe(5);
    expect(await db.$count(walletTempTransactions, eq(walletTempTransactions.status, 'pending'))).toBe(1);
    const [company] = await db.select({ id: companies.id }).from(companies);
    expect(await recomputedBalances(t.database, company!.id)).toMatchObject({ wallet: 250_000, credit_line: 0 });
    expect(await db.$count(memberships)).toBe(2);
  });

  it('the demo owner can sign in', async () => {
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone: '0500000001' } })).statusCode).toBe(200);
    const code = await outboxCode(t.app, DEMO_OWNER_PHONE);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', {
      body: { phone: DEMO_OWNER_PHONE, code },
    });
    const me = await userMe(t.app, verified.body.data.token);
    expect(me.body.data.role.company.name.en).toBe('Riyadh Demo Trading');
    expect(me.body.data.wallet).toEqual({ balance: 250_000, credit_line: 1_000_000, currency: 'SAR' });
  });
});
