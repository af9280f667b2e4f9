import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipBranches, memberships } from '../../src/platform/db/schema/index';
import { companyOwner, MEMBER_PASSWORD } from '../company/account-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, createTestApp, testConfig, useTestApp } from '../support/harness';
import { listen, openStream, type TestStream } from '../support/sse-client';
import { createSharedServerDatabase } from '../support/test-database';
import { endsWithin, limitedMember, pause, read, STREAM, writeEvent } from './realtime-helpers';

// Issue 26.2: an open stream follows its access as a request would, at once — not at the next heartbeat (a minute
// here, so only the immediate path can pass): it ends when its session is signed out or revoked, its membership
// removed or past its end, or its role loses the stream's permission; a role or branch limit that changes applies
// to its next events without a reconnect. On a PostgreSQL server, across two API processes too.

const config = testConfig({ REALTIME_HEARTBEAT_MS: '60000', OUTBOX_DISPATCH_INTERVAL_MS: '0' });
const AT_ONCE_MS = 1_500;

const orderEvent = (branchId: string, reference: string) => ({
  type: 'ORDER_STATUS_CHANGED' as const,
  payload: { reference },
  branchId,
});
const packageEvent = (reference: string) => ({ type: 'NEW_PACKAGE' as const, payload: { reference } });
const references = (stream: TestStream) => stream.received.map((r) => r.event.data.reference);

let base: string;
let owner: Awaited<ReturnType<typeof companyOwner>>;
const t = useTestApp({ config });
beforeAll(async () => {
  base = await listen(t.app);
  owner = await companyOwner(t, 'Access Changes Co');
});

/** Writes and dispatches events of the owner's company. */
async function publish(...events: Parameters<typeof writeEvent>[2][]) {
  for (const event of events) await writeEvent(t.database, owner.companyId, event);
  await t.app.dispatchOutbox();
}

const putRole = (roleId: string, name: string, permissions: { action: string; subject: string }[]) =>
  call(t.app, 'PUT', `/api/v1/company/roles/role/${roleId}`, {
    token: owner.token,
    body: { name, permissions },
    headers: { lang: 'en' },
  });

describe('the stream ends at once', () => {
  it('when its session signs out', async () => {
    const member = await limitedMember(t, owner.companyId, [STREAM]);
    const stream = await openStream(base, member.token);
    expect(stream.status).toBe(200);
    const logout = await call(t.app, 'POST', '/api/v1/auth/user/logout', { token: member.token });
    expect(logout.statusCode).toBe(200);
    await endsWithin(stream, AT_ONCE_MS);
  });

  it('when another device of the user revokes its session', async () => {
    const member = await limitedMember(t, owner.companyId, [STREAM]);
    const stream = await openStream(base, member.token);
    const second = await call(t.app, 'POST', '/api/v1/auth/signin', {
      body: { phone: member.phone, password: MEMBER_PASSWORD },
    });
    const revoked = await call(t.app, 'POST', '/api/v1/auth/user/sessions/revokeOthers', {
      token: second.body.data.token,
    });
    expect(revoked.statusCode).toBe(200);
    await endsWithin(stream, AT_ONCE_MS);
  });

  it('when the company removes the member', async () => {
    const member = await limitedMember(t, owner.companyId, [STREAM]);
    const stream = await openStream(base, member.token);
    const removed = await call(t.app, 'DELETE', `/api/v1/company/user/${member.membershipId}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(200);
    await endsWithin(stream, AT_ONCE_MS);
  });

  it('when the role loses every permission the stream carries (the bell alone no longer: issue 28.5)', async () => {
    const member = await limitedMember(t, owner.companyId, [STREAM, read('b2b_orders')]);
    const stream = await openStream(base, member.token);
    expect((await putRole(member.roleId, member.roleName, [read('b2b_branches')])).statusCode).toBe(200);
    await endsWithin(stream, AT_ONCE_MS);
  });

  it('when the membership has passed its end date, before delivering anything more', async () => {
    const member = await limitedMember(t, owner.companyId, [STREAM, read('b2b_packages')]);
    const stream = await openStream(base, member.token);
    await t.database.db
      .update(memberships)
      .set({ expiresAt: new Date(t.clock.time + 60 * 60_000) })
      .where(eq(memberships.id, member.membershipId));
    await publish(packageEvent('BEFORE-END'));
    await stream.waitFor(1);
    t.clock.advance(2 * 60 * 60_000);
    await publish(packageEvent('AFTER-END'));
    await endsWithin(stream, AT_ONCE_MS);
    expect(references(stream)).toEqual(['BEFORE-END']);
  });
});

describe('a changed role or branch limit applies to the open stream', () => {
  it('a role that loses a module stops receiving its events; one that gains a module receives them', async () => {
    const member = await limitedMember(t, owner.companyId, [STREAM, read('b2b_orders')]);
    const branch = await branchIn(t, owner.companyId, 'Role Change Branch');
    const stream = await openStream(base, member.token);
    await publish(orderEvent(branch, 'ORDER-1'), packageEvent('PACKAGE-HIDDEN'));
    await stream.waitFor(1);

    expect((await putRole(member.roleId, member.roleName, [STREAM, read('b2b_packages')])).statusCode).toBe(200);
    await publish(orderEvent(branch, 'ORDER-HIDDEN'), packageEvent('PACKAGE-2'));
    await stream.waitFor(2);
    await pause(300);
    expect(references(stream)).toEqual(['ORDER-1', 'PACKAGE-2']);
    stream.close();
  });

  it('a member whose branches change receives the events of their new branch only', async () => {
    const [north, south] = [await branchIn(t, owner.companyId, 'North'), await branchIn(t, owner.companyId, 'South')];
    const member = await limitedMember(t, owner.companyId, [STREAM, read('b2b_orders')], [north]);
    const stream = await openStream(base, member.token);
    await publish(orderEvent(south, 'SOUTH-HIDDEN'), orderEvent(north, 'NORTH-1'));
    await stream.waitFor(1);

    // Straight in the database, as a script would: the triggers of migration 0028 announce it all the same.
    await t.database.db.transaction(async (tx) => {
      await tx
        .delete(membershipBranches)
        .where(and(eq(membershipBranches.membershipId, member.membershipId), eq(membershipBranches.branchId, north)));
      await tx.insert(membershipBranches).values({ membershipId: member.membershipId, branchId: south });
    });
    await publish(orderEvent(north, 'NORTH-HIDDEN'), orderEvent(south, 'SOUTH-2'));
    await stream.waitFor(2);
    await pause(300);
    expect(references(stream)).toEqual(['NORTH-1', 'SOUTH-2']);
    stream.close();
  });
});

describe('two API processes (PostgreSQL server)', () => {
  it('a sign-out or a role change made through one process applies at once to a stream on the other', async (context) => {
    const shared = await createSharedServerDatabase();
    if (!shared) return context.skip();
    const [one, two] = await Promise.all(shared.handles.map((database) => createTestApp({ config, database })));
    try {
      const baseTwo = await listen(two!.app);
      const company = await companyOwner(one!, 'Two Process Access Co');
      const leaving = await limitedMember(one!, company.companyId, [STREAM]);
      const changing = await limitedMember(one!, company.companyId, [STREAM, read('b2b_orders')]);
      const [leavingStream, changingStream] = await Promise.all([
        openStream(baseTwo, leaving.token),
        openStream(baseTwo, changing.token),
      ]);

      const started = Date.now();
      await call(one!.app, 'POST', '/api/v1/auth/user/logout', { token: leaving.token });
      await endsWithin(leavingStream, AT_ONCE_MS);
      console.info(`sign-out on one process → stream on the other ended in ${Date.now() - started} ms`);

      const changed = await call(one!.app, 'PUT', `/api/v1/company/roles/role/${changing.roleId}`, {
        token: company.token,
        body: { name: changing.roleName, permissions: [STREAM, read('b2b_packages')] },
      });
      expect(changed.statusCode).toBe(200);
      for (const event of [packageEvent('P-AFTER-CHANGE')]) await writeEvent(one!.database, company.companyId, event);
      await one!.app.dispatchOutbox();
      await changingStream.waitFor(1);
      expect(references(changingStream)).toEqual(['P-AFTER-CHANGE']);
      changingStream.close();
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      await shared.close();
    }
  });
});
