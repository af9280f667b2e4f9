import { isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { outboxEvents } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { type EventType, recordEvent } from '../../src/platform/events/record-event';
import { companyOwner, memberWith } from '../company/account-helpers';
import { call, createTestApp, testConfig, useTestApp } from '../support/harness';
import { listen, openStream } from '../support/sse-client';
import { createSharedServerDatabase, createTestDatabase } from '../support/test-database';

// Issue 12 items 1–2 (DOMAIN.md §7, ADR 0011): the outbox dispatcher delivers each event to the realtime stream
// of its company only, in order, resumable with Last-Event-ID, after a restart too, and across two API
// processes through LISTEN/NOTIFY on a PostgreSQL server. Real HTTP (the stream never ends, inject cannot read
// it); the dispatcher's timer is off so each test decides when a pass runs.

const config = testConfig({ REALTIME_HEARTBEAT_MS: '150', OUTBOX_DISPATCH_INTERVAL_MS: '0' });

let lastTime = Date.now();
/**
 * A business change's event, written in its own transaction as record-event's callers do. Each one a
 * millisecond later than the last: a pass delivers in created_at order, and two in the same ms have no order.
 */
async function writeEvent(database: Database, companyId: string, type: EventType, reference: string) {
  const scope = companyScope(database.systemDb('test: a business change'), { companyId, membershipId: null });
  lastTime = Math.max(lastTime + 1, Date.now());
  const createdAt = new Date(lastTime);
  await scope.transaction((tx) => recordEvent(tx, { type, payload: { reference }, createdAt }));
}

const references = (stream: { received: { event: { data: Record<string, unknown> } }[] }) =>
  stream.received.map((r) => r.event.data.reference);

describe('event stream (one API process)', () => {
  const t = useTestApp({ config });
  let base: string;
  beforeAll(async () => {
    base = await listen(t.app);
  });

  it('refuses a caller without a token (401) or who may read nothing an event names (403), in the envelope', async () => {
    const anonymous = await call(t.app, 'GET', '/api/v1/company/events/stream');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 401, data: null });
    const owner = await companyOwner(t, 'Stream Refusals Co');
    const member = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_branches' }]);
    const refused = await openStream(base, member.token);
    expect(refused.status).toBe(403);
  });

  it('streams to a member who may read orders without the bell (issue 28.5), each event by its own rule', async () => {
    const owner = await companyOwner(t, 'Stream Orders Only Co');
    const viewer = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    const stream = await openStream(base, viewer.token);
    expect(stream.status).toBe(200);
    await writeEvent(t.database, owner.companyId, 'WALLET_CHANGED', 'W-HIDDEN');
    await writeEvent(t.database, owner.companyId, 'ORDER_STATUS_CHANGED', 'ORD-LIVE');
    await t.app.dispatchOutbox();
    await stream.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(references(stream)).toEqual(['ORD-LIVE']);
    stream.close();
  });

  it("delivers a company's events to its streams only: company B never receives A's", async () => {
    const a = await companyOwner(t, 'Stream Company A');
    const b = await companyOwner(t, 'Stream Company B');
    const streamA = await openStream(base, a.token);
    const streamB = await openStream(base, b.token);
    expect(streamA.status).toBe(200);

    await writeEvent(t.database, a.companyId, 'NEW_PACKAGE', 'PKG-A-1');
    await writeEvent(t.database, a.companyId, 'WALLET_CHANGED', 'A-W-2');
    await t.app.dispatchOutbox();
    await streamA.waitFor(2);
    await writeEvent(t.database, b.companyId, 'NEW_PACKAGE', 'PKG-B-1');
    await t.app.dispatchOutbox();
    await streamB.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(references(streamA)).toEqual(['PKG-A-1', 'A-W-2']);
    expect(references(streamB)).toEqual(['PKG-B-1']);
    expect(streamA.received[0]!.event).toMatchObject({ type: 'NEW_PACKAGE', id: expect.any(String) });
    expect(streamA.received[1]!.seq).toBeGreaterThan(streamA.received[0]!.seq);
    // Dispatched means numbered and marked.
    const pending = await t.database.db.select().from(outboxEvents).where(isNull(outboxEvents.dispatchedAt));
    expect(pending).toEqual([]);
    streamA.close();
    streamB.close();
  });

  it('shows an event only to users who may read its module', async () => {
    const owner = await companyOwner(t, 'Stream Abilities Co');
    const ordersOnly = await memberWith(t, owner.companyId, [
      { action: 'read', subject: 'b2b_notifications' },
      { action: 'read', subject: 'b2b_orders' },
    ]);
    const stream = await openStream(base, ordersOnly.token);
    await writeEvent(t.database, owner.companyId, 'NEW_PACKAGE', 'PKG-HIDDEN');
    await writeEvent(t.database, owner.companyId, 'ORDER_STATUS_CHANGED', 'ORD-SHOWN');
    await t.app.dispatchOutbox();
    await stream.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(references(stream)).toEqual(['ORD-SHOWN']);
    stream.close();
  });

  it('replays what followed Last-Event-ID after a reconnect, and only new events without it', async () => {
    const owner = await companyOwner(t, 'Stream Replay Co');
    const first = await openStream(base, owner.token);
    await writeEvent(t.database, owner.companyId, 'NEW_PACKAGE', 'R-1');
    await writeEvent(t.database, owner.companyId, 'NEW_PACKAGE', 'R-2');
    await t.app.dispatchOutbox();
    const [, second] = await first.waitFor(2);
    first.close();
    await first.ended;

    // Dispatched while the client was away.
    for (const reference of ['R-3', 'R-4', 'R-5'])
      await writeEvent(t.database, owner.companyId, 'NEW_PACKAGE', reference);
    await t.app.dispatchOutbox();

    const resumed = await openStream(base, owner.token, { lastEventId: second!.seq });
    await resumed.waitFor(3);
    const fresh = await openStream(base, owner.token);
    await writeEvent(t.database, owner.companyId, 'NEW_PACKAGE', 'R-6');
    await t.app.dispatchOutbox();
    await resumed.waitFor(4);
    await fresh.waitFor(1);
    expect(references(resumed)).toEqual(['R-3', 'R-4', 'R-5', 'R-6']);
    expect(references(fresh)).toEqual(['R-6']);
    resumed.close();
    fresh.close();
  });

  it('tells a new stream where it starts, so a client that drops before any event resumes without a gap', async () => {
    const owner = await companyOwner(t, 'Stream Ready Co');
    const idle = await openStream(base, owner.token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle.startSeq).toEqual(expect.any(Number));
    idle.close();
    await writeEvent(t.database, owner.companyId, 'WALLET_CHANGED', 'MISSED-WHILE-AWAY');
    await t.app.dispatchOutbox();
    const resumed = await openStream(base, owner.token, { lastEventId: idle.startSeq! });
    await resumed.waitFor(1);
    expect(references(resumed)).toEqual(['MISSED-WHILE-AWAY']);
    resumed.close();
  });

  it('sends heartbeats and ends the stream once the session is signed out', async () => {
    const owner = await companyOwner(t, 'Stream Heartbeat Co');
    const stream = await openStream(base, owner.token);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stream.comments).toBeGreaterThanOrEqual(2); // "connected" and at least one heartbeat
    const logout = await call(t.app, 'POST', '/api/v1/auth/user/logout', { token: owner.token });
    expect(logout.statusCode).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 2_000)),
    ]);
  });
});

describe('restart', () => {
  it('delivers an event written while the API was stopped once a new API starts on the same database', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestApp({ config, database });
      const firstBase = await listen(first.app);
      const owner = await companyOwner(first, 'Restart Co');
      const stream = await openStream(firstBase, owner.token);
      await writeEvent(first.database, owner.companyId, 'NEW_PACKAGE', 'BEFORE-STOP');
      await first.app.dispatchOutbox();
      const [before] = await stream.waitFor(1);
      await first.close();
      await stream.ended;

      // The change commits while no API runs: its event stays pending.
      await writeEvent(first.database, owner.companyId, 'ORDER_STATUS_CHANGED', 'WHILE-STOPPED');
      const pending = await first.database.db.select().from(outboxEvents).where(isNull(outboxEvents.dispatchedAt));
      expect(pending.map((row) => row.payload.reference)).toEqual(['WHILE-STOPPED']);

      // The client reconnects to the new API with its last id; the start-up pass dispatches the event.
      const second = await createTestApp({ config, database });
      const secondBase = await listen(second.app);
      const resumed = await openStream(secondBase, owner.token, { lastEventId: before!.seq });
      await resumed.waitFor(1);
      expect(references(resumed)).toEqual(['WHILE-STOPPED']);
      expect(resumed.received[0]!.seq).toBeGreaterThan(before!.seq);
      resumed.close();
      await second.close();
    } finally {
      await database.close();
    }
  });
});

describe('two API processes (PostgreSQL server)', () => {
  it('a stream on one process receives the events dispatched by the other, through LISTEN/NOTIFY', async (context) => {
    const shared = await createSharedServerDatabase();
    if (!shared) return context.skip();
    const [one, two] = await Promise.all(shared.handles.map((database) => createTestApp({ config, database })));
    try {
      const [baseOne, baseTwo] = await Promise.all([listen(one!.app), listen(two!.app)]);
      const a = await companyOwner(one!, 'Fan-out A');
      const b = await companyOwner(one!, 'Fan-out B');
      const onTwo = await openStream(baseTwo, a.token);
      const onOne = await openStream(baseOne, a.token);
      const bOnTwo = await openStream(baseTwo, b.token);
      const EVENTS = 50;
      const started = Date.now();
      for (let i = 1; i <= EVENTS; i++) await writeEvent(one!.database, a.companyId, 'NEW_PACKAGE', `F-${i}`);
      // Only process one dispatches: process two learns of the events by NOTIFY alone (its timer is off).
      await one!.app.dispatchOutbox();
      await Promise.all([onTwo.waitFor(EVENTS), onOne.waitFor(EVENTS)]);
      console.info(`two-process fan-out: ${EVENTS} events on the other process in ${Date.now() - started} ms`);
      const expected = Array.from({ length: EVENTS }, (_, i) => `F-${i + 1}`);
      expect(references(onTwo)).toEqual(expected);
      expect(references(onOne)).toEqual(expected);
      expect(bOnTwo.received).toEqual([]);
      for (const stream of [onTwo, onOne, bOnTwo]) stream.close();
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      await shared.close();
    }
  });
});
