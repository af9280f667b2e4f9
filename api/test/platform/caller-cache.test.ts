import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { membershipBranches, memberships, rolePermissions, roles, users } from '../../src/platform/db/schema/index';
import { addUser, companyAdmin, createRole, insertBranch, memberBody, send, signIn } from '../identity/users-helpers';
import {
  call,
  createTestApp,
  registerAndSignIn,
  type TestApp,
  testConfig,
  userMe,
  useTestApp,
} from '../support/harness';
import { createSharedServerDatabase } from '../support/test-database';

// Issue 15 §5: the caller look-up (session, memberships, permissions) kept a few seconds per token
// (src/platform/ability/caller-cache.ts). The rest of the suite runs with it off (harness.ts); here it is on.

const t = useTestApp({ config: testConfig({ CALLER_CACHE_MS: '60000' }) });

const dashboard = (app: TestApp, token: string, roleId: string) =>
  call(app.app, 'GET', '/api/v1/company/dashboard/dashboard', { token, headers: { lang: 'en', 'role-id': roleId } });

/** The user of `phone` joins the company of `ownerPhone` in a new role that may read the dashboard. */
async function addDashboardMember(app: TestApp, ownerPhone: string, phone: string) {
  const db = app.database.db;
  const [owner] = await db.select().from(users).where(eq(users.phone, ownerPhone));
  const [ownerMembership] = await db.select().from(memberships).where(eq(memberships.userId, owner!.id));
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  const [role] = await db
    .insert(roles)
    .values({ companyId: ownerMembership!.companyId, name: 'Viewer', type: 'Employee' })
    .returning();
  await db.insert(rolePermissions).values({ roleId: role!.id, action: 'read', subject: 'b2b_dashboard_analytics' });
  const [membership] = await db
    .insert(memberships)
    .values({ userId: user!.id, companyId: ownerMembership!.companyId, roleId: role!.id })
    .returning();
  return { membershipId: membership!.id, roleId: role!.id };
}

describe('caller cache', () => {
  it('keeps a caller between requests; a role change through the API applies at the next request', async () => {
    const owner = await registerAndSignIn(t.app);
    const member = await registerAndSignIn(t.app);
    const joined = await addDashboardMember(t, owner.phone, member.phone);
    expect((await dashboard(t, member.token, joined.membershipId)).statusCode).toBe(200);

    // Changed behind the app's back: the kept record still answers (what makes the cache a cache).
    await t.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, joined.roleId));
    expect((await dashboard(t, member.token, joined.membershipId)).statusCode).toBe(200);

    // Any write through this process empties the cache: the owner's role edit applies at the member's next request.
    const edited = await call(t.app, 'PUT', `/api/v1/company/roles/role/${joined.roleId}`, {
      token: owner.token,
      body: { name: 'Viewer', permissions: [{ action: 'read', subject: 'b2b_orders' }] },
    });
    expect(edited.statusCode).toBe(200);
    expect((await dashboard(t, member.token, joined.membershipId)).statusCode).toBe(403);
  });

  it("keeps a member's branch limit with the caller; a change through the API applies at the next request", async () => {
    const admin = await companyAdmin(t, 'Branch Cache Co');
    const olaya = await insertBranch(t, admin.companyId, 'Olaya');
    const malaz = await insertBranch(t, admin.companyId, 'Malaz');
    const roleId = await createRole(t, admin.token, 'Branch staff', [{ action: 'read', subject: 'b2b_branches' }]);
    const body = memberBody(roleId, { branch_ids: [olaya] });
    const added = await addUser(t, admin.token, body);
    const token = await signIn(t, added.phone);
    const names = async () => {
      const answer = await send(t, 'GET', '/api/v1/company/branch', token);
      expect(answer.statusCode).toBe(200);
      return (answer.body.data.items as { name: string }[]).map((b) => b.name).sort();
    };
    expect(await names()).toEqual(['Olaya']);

    // Assigned behind the app's back: the kept limit still answers.
    await t.database.db.insert(membershipBranches).values({ membershipId: added.id, branchId: malaz });
    expect(await names()).toEqual(['Olaya']);

    // Through the API (a write): the member's next request sees the new limit.
    const edited = await send(t, 'PUT', `/api/v1/company/user/${added.id}`, admin.token, {
      ...body,
      id: added.id,
      branch_ids: [malaz],
    });
    expect(edited.statusCode).toBe(200);
    expect(await names()).toEqual(['Malaz']);
  });

  it('a signed-out token is refused at once', async () => {
    const user = await registerAndSignIn(t.app);
    expect((await userMe(t.app, user.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/auth/user/logout', { token: user.token })).statusCode).toBe(200);
    expect((await userMe(t.app, user.token)).statusCode).toBe(401);
  });

  it('a change made elsewhere (another process, the database) applies after the TTL', async () => {
    const short = await createTestApp({ config: testConfig({ CALLER_CACHE_MS: '300' }) });
    try {
      const owner = await registerAndSignIn(short.app);
      const member = await registerAndSignIn(short.app);
      const joined = await addDashboardMember(short, owner.phone, member.phone);
      expect((await dashboard(short, member.token, joined.membershipId)).statusCode).toBe(200);
      await short.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, joined.roleId));
      expect((await dashboard(short, member.token, joined.membershipId)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await dashboard(short, member.token, joined.membershipId)).statusCode).toBe(403);
    } finally {
      await short.close();
    }
  });
});

describe('caller cache across two API processes (issue 24.2)', () => {
  it('a role change through process A applies there at once, and on process B within the cache time', async (context) => {
    const shared = await createSharedServerDatabase();
    if (!shared) return context.skip();
    const TTL = 4_000;
    const config = testConfig({ CALLER_CACHE_MS: String(TTL) });
    const [a, b] = await Promise.all(shared.handles.map((database) => createTestApp({ config, database })));
    try {
      const owner = await registerAndSignIn(a!.app);
      const member = await registerAndSignIn(a!.app);
      const joined = await addDashboardMember(a!, owner.phone, member.phone);
      expect((await dashboard(a!, member.token, joined.membershipId)).statusCode).toBe(200);
      expect((await dashboard(b!, member.token, joined.membershipId)).statusCode).toBe(200);

      const edited = await call(a!.app, 'PUT', `/api/v1/company/roles/role/${joined.roleId}`, {
        token: owner.token,
        body: { name: 'Viewer', permissions: [{ action: 'read', subject: 'b2b_orders' }] },
      });
      expect(edited.statusCode).toBe(200);
      const changed = Date.now();
      expect((await dashboard(a!, member.token, joined.membershipId)).statusCode).toBe(403);
      // B kept the caller it read before the change: still allowed until its entry ends.
      expect((await dashboard(b!, member.token, joined.membershipId)).statusCode).toBe(200);
      while ((await dashboard(b!, member.token, joined.membershipId)).statusCode === 200) {
        expect(Date.now() - changed).toBeLessThan(TTL + 1_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await dashboard(b!, member.token, joined.membershipId)).statusCode).toBe(403);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
      await shared.close();
    }
  });
});
