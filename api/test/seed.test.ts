import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, memberships, users } from '../src/db/schema/index';
import { DEMO_OWNER_PHONE, seedDemo } from '../src/seed/seed-demo';
import { call, createTestApp, outboxCode, type TestApp, userMe } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('adds the demo company once', async () => {
    expect(await seedDemo(t.database.db)).toEqual({ created: true });
    expect(await seedDemo(t.database.db)).toEqual({ created: false });
    const db = t.database.db;
    expect(await db.$count(companies)).toBe(1);
    expect(await db.$count(users)).toBe(2);
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
