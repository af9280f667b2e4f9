import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post, rechargePlan } from '../../src/money/ledger/index';
import { membershipBranches, memberships, rolePermissions, roles, users } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { addUser, companyAdmin, createRole, insertBranch, memberBody, send, signIn } from '../identity/users-helpers';
import { call, createTestApp, registerAndSignIn, type TestApp, testConfig, useTestApp } from '../support/harness';
import { createSharedServerDatabase } from '../support/test-database';

// Issue 15 §5, 29.5: the caller look-up (session, memberships, permissions) kept per token
// (src/platform/ability/caller-cache.ts), emptied by every write not declared access-neutral and by every access
// change any process announces (the database's access triggers). The rest of the suite runs with it off
// (harness.ts); here it is on, with a TTL far longer than any test, so only the emptying can explain a refusal.

const t = useTestApp({
  config: testConfig({
    CALLER_CACHE_MS: '600000',
    SESSION_ABSOLUTE_DAYS: '30',
    SESSION_IDLE_MINUTES: String(29 * 24 * 60),
  }),
});

/** A read (GET) of any company admin: the branch list. */
const branchList = (app: TestApp, token: string) =>
  call(app.app, 'GET', '/api/v1/company/branch', { token, headers: { lang: 'en' } });

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
  return { membershipId: membership!.id, roleId: role!.id, companyId: ownerMembership!.companyId };
}

/**
 * Makes the session of `token`'s user look 40 days old in the database. The sessions' start is no access change
 * (nothing announces it): a kept record still answers, a fresh read refuses (past the 30-day lifetime). It tells
 * whether a request was answered from the cache.
 */
async function ageSessions(app: TestApp, phone: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.phone, phone));
  await app.database.db.execute(
    sql`update sessions set created_at = ${new Date(app.app.now().getTime() - 40 * 86_400_000)} where user_id = ${user!.id}`,
  );
}

/**
 * Lets the announcements of the set-up's own writes (a registration adds a membership) arrive: on a PostgreSQL
 * server they come after the commit, and each one empties the cache.
 */
const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

/**
 * After a change written straight to the database (no API write empties the cache): on PGlite (one process) the
 * announcement arrives with the statement, so the next request must see it; on a PostgreSQL server it arrives
 * after the commit on the listening connection, so allow it that trip (well under a second, the TTL being 10 min).
 */
async function announced(check: () => Promise<boolean>) {
  if (t.database.kind === 'pglite') expect(await check()).toBe(true);
  else await within(1_000, check);
}

describe('caller cache', () => {
  it('keeps a caller between reads; an unannounced change (the session start) does not reach a kept record', async () => {
    expect(t.app.callerCache.active).toBe(true);
    const user = await registerAndSignIn(t.app);
    await settled();
    expect((await branchList(t, user.token)).statusCode).toBe(200);
    await ageSessions(t, user.phone);
    // Kept: the record read before still answers (what makes the cache a cache).
    expect((await branchList(t, user.token)).statusCode).toBe(200);
    // Emptied (any write does it): the fresh read finds the session past its lifetime.
    t.app.callerCache.clear();
    expect((await branchList(t, user.token)).statusCode).toBe(401);
  });

  it('a revoked session is refused at once: signed out through the API, or revoked straight in the database', async () => {
    const user = await registerAndSignIn(t.app);
    expect((await branchList(t, user.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/auth/user/logout', { token: user.token })).statusCode).toBe(200);
    expect((await branchList(t, user.token)).statusCode).toBe(401);

    const other = await registerAndSignIn(t.app);
    expect((await branchList(t, other.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.phone, other.phone));
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${row!.id}`);
    await announced(async () => (await branchList(t, other.token)).statusCode === 401);
  });

  it('a removed member is refused at once: through the API, or straight in the database', async () => {
    const owner = await registerAndSignIn(t.app);
    const member = await registerAndSignIn(t.app);
    const joined = await addDashboardMember(t, owner.phone, member.phone);
    expect((await dashboard(t, member.token, joined.membershipId)).statusCode).toBe(200);
    const removed = await call(t.app, 'DELETE', `/api/v1/company/user/${joined.membershipId}`, { token: owner.token });
    expect(removed.statusCode).toBe(200);
    expect((await dashboard(t, member.token, joined.membershipId)).statusCode).toBe(403);

    const again = await registerAndSignIn(t.app);
    const second = await addDashboardMember(t, owner.phone, again.phone);
    expect((await dashboard(t, again.token, second.membershipId)).statusCode).toBe(200);
    await t.database.db.delete(memberships).where(eq(memberships.id, second.membershipId));
    await announced(async () => (await dashboard(t, again.token, second.membershipId)).statusCode === 403);
  });

  it('a narrowed permission applies at once: a role edit through the API, or permissions removed in the database', async () => {
    const owner = await registerAndSignIn(t.app);
    const member = await registerAndSignIn(t.app);
    const joined = await addDashboardMember(t, owner.phone, member.phone);
    expect((await dashboard(t, member.token, joined.membershipId)).statusCode).toBe(200);
    const edited = await call(t.app, 'PUT', `/api/v1/company/roles/role/${joined.roleId}`, {
      token: owner.token,
      body: { name: 'Viewer', permissions: [{ action: 'read', subject: 'b2b_orders' }] },
    });
    expect(edited.statusCode).toBe(200);
    expect((await dashboard(t, member.token, joined.membershipId)).statusCode).toBe(403);

    const other = await registerAndSignIn(t.app);
    const second = await addDashboardMember(t, owner.phone, other.phone);
    expect((await dashboard(t, other.token, second.membershipId)).statusCode).toBe(200);
    await t.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, second.roleId));
    await announced(async () => (await dashboard(t, other.token, second.membershipId)).statusCode === 403);
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
    // Assigned straight in the database: announced, so the next request sees it.
    await t.database.db.insert(membershipBranches).values({ membershipId: added.id, branchId: malaz });
    await announced(async () => (await names()).length === 2);
    const edited = await send(t, 'PUT', `/api/v1/company/user/${added.id}`, admin.token, {
      ...body,
      id: added.id,
      branch_ids: [malaz],
    });
    expect(edited.statusCode).toBe(200);
    expect(await names()).toEqual(['Malaz']);
  });

  it('an access-neutral write (a wallet deduction) keeps the cache; any other write empties it', async () => {
    const admin = await companyAdmin(t, 'Neutral Cache Co');
    const scope = companyScope(t.database.db, { companyId: admin.companyId, membershipId: null });
    await scope.transaction((tx) =>
      post(tx, {
        type: 'deposit',
        description: { ar: 'رصيد', en: 'Funds', fr: 'Fonds' },
        createdAt: new Date(),
        postings: rechargePlan(10_000, 0, 'bank_clearing'),
      }),
    );
    await settled();
    expect((await branchList(t, admin.token)).statusCode).toBe(200);
    await ageSessions(t, admin.phone);
    const deducted = await call(t.app, 'POST', '/api/v1/company/wallets/deductFromWallet', {
      token: admin.token,
      body: { amount: 100 },
      headers: { 'idempotency-key': randomBytes(12).toString('hex') },
    });
    expect(deducted.statusCode).toBe(201);
    expect((await branchList(t, admin.token)).statusCode).toBe(200);
    // A write not declared access-neutral (here refused, still a write): the next read looks again.
    await call(t.app, 'POST', '/api/v1/company/roles/role', { token: admin.token, body: {} });
    expect((await branchList(t, admin.token)).statusCode).toBe(401);
  });

  it('serves nothing while the access channel is not heard', async () => {
    const user = await registerAndSignIn(t.app);
    expect((await branchList(t, user.token)).statusCode).toBe(200);
    t.app.callerCache.listening(false);
    try {
      expect(t.app.callerCache.active).toBe(false);
      await ageSessions(t, user.phone);
      expect((await branchList(t, user.token)).statusCode).toBe(401);
    } finally {
      t.app.callerCache.listening(true);
    }
  });
});

/** Polls `check` until it holds, at most `withinMs`; answers how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe('caller cache across two API processes (issue 24.2, 29.5)', () => {
  it("a change through process A empties process B's cache by the access channel, not after the TTL", async (context) => {
    const shared = await createSharedServerDatabase();
    if (!shared) return context.skip();
    const config = testConfig({ CALLER_CACHE_MS: '600000' });
    const [a, b] = await Promise.all(shared.handles.map((database) => createTestApp({ config, database })));
    try {
      expect(b!.app.callerCache.active).toBe(true);
      const owner = await registerAndSignIn(a!.app);
      const member = await registerAndSignIn(a!.app);
      const joined = await addDashboardMember(a!, owner.phone, member.phone);
      await within(2_000, async () => (await dashboard(b!, member.token, joined.membershipId)).statusCode === 200);
      expect((await dashboard(a!, member.token, joined.membershipId)).statusCode).toBe(200);

      // Narrowed through A: A refuses at once; B as soon as the announcement arrives (a TTL of 10 minutes).
      const edited = await call(a!.app, 'PUT', `/api/v1/company/roles/role/${joined.roleId}`, {
        token: owner.token,
        body: { name: 'Viewer', permissions: [{ action: 'read', subject: 'b2b_orders' }] },
      });
      expect(edited.statusCode).toBe(200);
      expect((await dashboard(a!, member.token, joined.membershipId)).statusCode).toBe(403);
      await within(1_000, async () => (await dashboard(b!, member.token, joined.membershipId)).statusCode === 403);

      // Signed out through A: B refuses the token once announced.
      expect((await branchList(b!, owner.token)).statusCode).toBe(200);
      expect((await call(a!.app, 'POST', '/api/v1/auth/user/logout', { token: owner.token })).statusCode).toBe(200);
      await within(1_000, async () => (await branchList(b!, owner.token)).statusCode === 401);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
      await shared.close();
    }
  });
});
