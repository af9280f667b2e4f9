import { userCompaniesSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { memberships, roles, users } from '../../src/platform/db/schema/index';
import { call, registerAndSignIn, userMe, useTestApp } from '../support/harness';

const t = useTestApp();

describe('the companies of the caller', () => {
  it('lists every membership with its company and role, and the chosen one becomes active through Role-Id', async () => {
    const owner = await registerAndSignIn(t.app, undefined, 'First Co');
    const other = await registerAndSignIn(t.app, undefined, 'Second Co');
    const otherCompanyId = (await userMe(t.app, other.token)).body.data.role.company.id as string;

    // The first owner is also an employee of the second company.
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.phone, owner.phone));
    const [role] = await db
      .insert(roles)
      .values({ companyId: otherCompanyId, name: 'Employee', type: 'Employee' })
      .returning();
    const [membership] = await db
      .insert(memberships)
      .values({ userId: user!.id, companyId: otherCompanyId, roleId: role!.id })
      .returning();

    const answer = await call(t.app, 'GET', '/api/v1/auth/user/companies', { token: owner.token });
    expect(answer.statusCode).toBe(200);
    const list = v.parse(userCompaniesSchema, answer.body.data);
    expect(list.map((c) => [c.company.name.en, c.role.title, c.is_admin, c.active])).toEqual([
      ['First Co', 'Admin', true, true],
      ['Second Co', 'Employee', false, true],
    ]);

    const switched = await userMe(t.app, owner.token, { role_id: membership!.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.body.data.role.company.name.en).toBe('Second Co');
  });

  it('marks an expired membership as not active; once all expired the caller is refused (issue 16.7)', async () => {
    const owner = await registerAndSignIn(t.app, undefined, 'Third Co');
    const other = await registerAndSignIn(t.app, undefined, 'Fourth Co');
    const otherCompanyId = (await userMe(t.app, other.token)).body.data.role.company.id as string;
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.phone, owner.phone));
    await db
      .update(memberships)
      .set({ expiresAt: new Date(t.clock.time - 1000) })
      .where(eq(memberships.userId, user!.id));
    const [role] = await db
      .insert(roles)
      .values({ companyId: otherCompanyId, name: 'Employee', type: 'Employee' })
      .returning();
    const [live] = await db
      .insert(memberships)
      .values({ userId: user!.id, companyId: otherCompanyId, roleId: role!.id })
      .returning();
    const answer = await call(t.app, 'GET', '/api/v1/auth/user/companies', { token: owner.token });
    expect(answer.body.data.map((c: { active: boolean }) => c.active)).toEqual([false, true]);

    await db
      .update(memberships)
      .set({ expiresAt: new Date(t.clock.time - 1000) })
      .where(eq(memberships.id, live!.id));
    expect((await call(t.app, 'GET', '/api/v1/auth/user/companies', { token: owner.token })).statusCode).toBe(403);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(t.app, 'GET', '/api/v1/auth/user/companies')).statusCode).toBe(401);
  });
});
