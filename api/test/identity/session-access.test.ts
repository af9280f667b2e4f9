import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, rolePermissions, roles, users } from '../../src/platform/db/schema/index';
import { errorEnvelope } from '../support/error-envelope';
import { call, registerAndSignIn, userMe, useTestApp } from '../support/harness';

const t = useTestApp();

const dashboard = (token: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', '/api/v1/company/dashboard/dashboard', { token, headers: { lang: 'en', ...headers } });

/** Adds the user of `phone` to the company of `ownerPhone` with a new role holding the given rules. */
async function addMember(
  ownerPhone: string,
  phone: string,
  rules: Array<{ action: string; subject: string }>,
  expiresAt: Date | null = null,
) {
  const db = t.database.db;
  const [owner] = await db.select().from(users).where(eq(users.phone, ownerPhone));
  const [ownerMembership] = await db.select().from(memberships).where(eq(memberships.userId, owner!.id));
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  const [role] = await db
    .insert(roles)
    .values({ companyId: ownerMembership!.companyId, name: 'Branch leader', type: 'Leader' })
    .returning();
  if (rules.length > 0) await db.insert(rolePermissions).values(rules.map((rule) => ({ roleId: role!.id, ...rule })));
  const [membership] = await db
    .insert(memberships)
    .values({ userId: user!.id, companyId: ownerMembership!.companyId, roleId: role!.id, expiresAt })
    .returning();
  return { membershipId: membership!.id, roleId: role!.id, companyId: ownerMembership!.companyId };
}

describe('company roles', () => {
  it('Role-Id (header or role_id) picks the membership', async () => {
    const owner = await registerAndSignIn(t.app, undefined, 'Other Company');
    const member = await registerAndSignIn(t.app, undefined, 'Own Company');
    const other = await addMember(owner.phone, member.phone, [{ action: 'read', subject: 'b2b_dashboard_analytics' }]);

    const byDefault = await userMe(t.app, member.token);
    expect(byDefault.body.data.role.company.name.en).toBe('Own Company');

    const byBody = await userMe(t.app, member.token, { role_id: other.membershipId });
    expect(byBody.body.data.role).toMatchObject({
      id: other.membershipId,
      company: { id: other.companyId, name: { en: 'Other Company' } },
      role: { title: 'Branch leader' },
      is_admin: false,
      ability: [{ action: 'read', subject: 'b2b_dashboard_analytics' }],
    });
    const byHeader = await userMe(t.app, member.token, {}, { 'role-id': other.membershipId });
    expect(byHeader.body.data.role.id).toBe(other.membershipId);

    const ownDashboard = await dashboard(member.token);
    expect(ownDashboard.body.data.company.name.en).toBe('Own Company');
    const otherDashboard = await dashboard(member.token, { 'role-id': other.membershipId });
    expect(otherDashboard.statusCode).toBe(200);
    expect(otherDashboard.body.data.company).toEqual({
      id: other.companyId,
      name: { ar: 'Other Company', en: 'Other Company' },
    });
  });

  it('refuses a role that is not the caller’s', async () => {
    const owner = await registerAndSignIn(t.app);
    const stranger = await registerAndSignIn(t.app);
    const ownerMe = await userMe(t.app, owner.token);
    for (const roleId of [ownerMe.body.data.role.id, 'not-a-uuid']) {
      const answer = await dashboard(stranger.token, { 'role-id': roleId });
      expect(answer.statusCode).toBe(403);
      // A membership that is not the caller's: the client signs out (ADR 0026).
      expect(answer.body).toEqual(
        errorEnvelope(403, 'The selected role does not belong to your account', { reason: 'membership_gone' }),
      );
    }
    expect((await userMe(t.app, stranger.token, { role_id: ownerMe.body.data.role.id })).statusCode).toBe(403);
  });

  it('an expired membership answers 403 with a clear message', async () => {
    const owner = await registerAndSignIn(t.app);
    const member = await registerAndSignIn(t.app);
    const expired = await addMember(
      owner.phone,
      member.phone,
      [{ action: 'manage', subject: 'all' }],
      new Date(t.clock.time - 86_400_000),
    );
    const answer = await dashboard(member.token, { 'role-id': expired.membershipId });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.message).toBe(
      'Your access to this company expired on 2025-01-14. Ask the company administrator to renew it',
    );
    expect(answer.body.data).toEqual({ reason: 'membership_gone' });
    expect((await userMe(t.app, member.token, { role_id: expired.membershipId })).statusCode).toBe(403);

    // The only membership expired: the default choice is refused too.
    const db = t.database.db;
    const [memberUser] = await db.select().from(users).where(eq(users.phone, member.phone));
    await db
      .update(memberships)
      .set({ expiresAt: new Date(t.clock.time - 1000) })
      .where(eq(memberships.userId, memberUser!.id));
    expect((await userMe(t.app, member.token)).statusCode).toBe(403);
    expect((await dashboard(member.token)).statusCode).toBe(403);
  });

  it('a role change applies at the next request', async () => {
    const owner = await registerAndSignIn(t.app);
    const member = await registerAndSignIn(t.app);
    const joined = await addMember(owner.phone, member.phone, [{ action: 'read', subject: 'b2b_orders' }]);
    const refused = await dashboard(member.token, { 'role-id': joined.membershipId });
    expect(refused.statusCode).toBe(403);
    // One action refused to a membership that stands: the client stays signed in (ADR 0026).
    expect(refused.body).toEqual(errorEnvelope(403, 'This action is unauthorized', { reason: 'not_allowed' }));

    await t.database.db
      .insert(rolePermissions)
      .values({ roleId: joined.roleId, action: 'read', subject: 'b2b_dashboard_analytics' });
    expect((await dashboard(member.token, { 'role-id': joined.membershipId })).statusCode).toBe(200);

    await t.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, joined.roleId));
    expect((await dashboard(member.token, { 'role-id': joined.membershipId })).statusCode).toBe(403);
  });

  it('manage covers every action and all every subject', async () => {
    const owner = await registerAndSignIn(t.app);
    const member = await registerAndSignIn(t.app);
    const joined = await addMember(owner.phone, member.phone, [
      { action: 'manage', subject: 'b2b_dashboard_analytics' },
    ]);
    expect((await dashboard(member.token, { 'role-id': joined.membershipId })).statusCode).toBe(200);
  });
});
