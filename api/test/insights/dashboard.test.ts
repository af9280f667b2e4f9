import { dashboardSchema } from '@portal/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, roles, users } from '../../src/platform/db/schema/index';
import { fundWallet } from '../money/money-helpers';
import { call, createTestApp, registerAndSignIn, type TestApp, userMe } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('company dashboard', () => {
  it('shows the figures of the caller’s company from the database', async () => {
    const { token } = await registerAndSignIn(t.app, undefined, 'Dashboard Co');
    await registerAndSignIn(t.app, undefined, 'Noise Co'); // another company must not leak in
    const me = await userMe(t.app, token);
    const companyId = me.body.data.role.company.id as string;

    const first = await call(t.app, 'GET', '/api/v1/company/dashboard/dashboard', { token });
    expect(first.statusCode).toBe(200);
    expect(v.parse(dashboardSchema, first.body.data)).toMatchObject({
      company: { id: companyId, name: { ar: 'Dashboard Co', en: 'Dashboard Co' } },
      wallet: { balance: 0, credit_line: 0, currency: 'SAR' },
      members: 1,
      active_members: 1,
      roles: 1,
      completed_orders: { completed: 0, total: 0 },
      yearly_orders: Array.from({ length: 12 }, () => 0),
      latest_orders: [],
    });

    // Change the data: the figures follow.
    const db = t.database.db;
    // Balances change only through the ledger.
    await fundWallet(t, companyId, 1_234_567, 5_000_000);
    const [role] = await db.insert(roles).values({ companyId, name: 'Technician', type: 'Technician' }).returning();
    const [technician] = await db.insert(users).values({ fullName: 'Tech', phone: '+966511111111' }).returning();
    await db.insert(memberships).values({
      userId: technician!.id,
      companyId,
      roleId: role!.id,
      expiresAt: new Date(t.clock.time - 1000),
    });

    const second = await call(t.app, 'GET', '/api/v1/company/dashboard/dashboard', { token });
    expect(second.body.data).toMatchObject({
      wallet: { balance: 1_234_567, credit_line: 5_000_000, currency: 'SAR' },
      members: 2,
      active_members: 1,
      roles: 2,
    });
  });

  it('needs a signed-in caller', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/company/dashboard/dashboard');
    expect(answer.statusCode).toBe(401);
  });
});
