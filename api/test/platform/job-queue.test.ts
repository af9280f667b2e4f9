import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendDelivery } from '../../src/messaging/outbound/send-deliveries';
import { outboundDeliveries } from '../../src/platform/db/schema/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { recordEvent } from '../../src/platform/events/record-event';
import { companyOwner } from '../company/account-helpers';
import { createOrder, visitDay } from '../fulfilment/order-helpers';
import { branchIn } from '../sales/package-helpers';
import { fakePush } from '../support/fake-push';
import { call, createTestApp, type TestApp, testConfig, useTestApp } from '../support/harness';
import { createSharedServerDatabase } from '../support/test-database';

// Issue 24.2 (ADR 0025): background work on the PostgreSQL job queue, with its workers on (the rest of the suite
// runs jobs by hand). One outbound message = one job: sent once, a failure retried with back-off. On a server, two
// API processes work one queue: every message is sent exactly once, and a scheduled job runs once per period.

const workersOn = (env: Record<string, string> = {}) =>
  testConfig({ JOB_WORKERS: 'true', JOB_POLL_MS: '500', JOB_CRON_CHECK_SECONDS: '1', ...env });

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An owner with a push token, an order, and `count` status changes of it recorded (one push message each). */
async function ordersWithEvents(t: TestApp, count: number) {
  const owner = await companyOwner(t, 'Queue Co');
  await call(t.app, 'PUT', '/api/v1/auth/user/push-token', { token: owner.token, body: { fcm_token: 'device-1' } });
  const branchId = await branchIn(t, owner.companyId, 'Queue Branch', 'olaya');
  const order = await createOrder(t, owner.token, { branch_id: branchId, date: visitDay(1) });
  const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
  for (let i = 0; i < count; i++) {
    await scope.transaction((tx) =>
      recordEvent(tx, {
        type: 'ORDER_STATUS_CHANGED',
        payload: { reference: order.reference, order_id: order.id, from: 'a', to: `step-${i}`, operation: 'test' },
        createdAt: new Date(t.clock.time),
      }),
    );
  }
  return owner;
}

const deliveryRows = (t: TestApp) => t.database.db.select().from(outboundDeliveries);

describe('one API process with queue workers', () => {
  const push = fakePush(2);
  const t = useTestApp({
    config: workersOn({ OUTBOUND_RETRY_INTERVAL_MS: '1000', OUTBOX_DISPATCH_INTERVAL_MS: '0' }),
    outboundSenders: { push: push.sender },
  });

  it('sends a message by its job, retrying a refused one with back-off until it goes through', async () => {
    await ordersWithEvents(t, 0);
    // The order's creation event: dispatched at once after the request, planned, enqueued and sent by a worker.
    await until(() => push.sent.length === 1, 20_000, 'the push message');
    const [row] = await deliveryRows(t);
    expect(row).toMatchObject({ channel: 'push', status: 'sent', attempts: 3, error: null });
    // Two refusals, then success: the second wait (2 s) is about twice the first (1 s).
    const [first, second, third] = push.tried as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_800);
    const stats = await t.app.jobQueue.stats();
    expect(stats['outbound-send']).toEqual({ queued: 0, active: 0, failed: 0 });
    // Sent once: neither a second pass nor the run-now hook sends it again.
    await t.app.deliverOutbound();
    expect(push.sent).toHaveLength(1);
  }, 60_000);
});

describe("a message refused on the queue's last try", () => {
  const push = fakePush(Number.POSITIVE_INFINITY);
  // Workers off: the job is run by hand, as the queue would run its last try.
  const t = useTestApp({ outboundSenders: { push: push.sender } });

  it('is failed for good, and the job throws so that the queue counts it failed', async () => {
    await ordersWithEvents(t, 0);
    await t.app.dispatchOutbox();
    // Planned and enqueued after the dispatch; nobody works the queue here.
    await until(async () => (await deliveryRows(t)).length === 1, 10_000, 'the planned delivery');
    const [planned] = await deliveryRows(t);
    const db = t.database.db;
    const context = { now: t.clock.now, log: t.app.log, lastTry: true };
    const senders = { whatsapp: null, mail: null, push: push.sender };
    await expect(sendDelivery(db, senders, planned!.id, context)).rejects.toThrow('push service unavailable');
    const [failed] = await deliveryRows(t);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: 'push service unavailable (1)' });
    // Once failed, a job of it again (a duplicate, a retry) sends nothing.
    await sendDelivery(db, senders, planned!.id, context);
    expect(push.tried).toHaveLength(1);
    // The planner enqueues its job right after writing the row: on a busy machine, a moment after the row shows.
    const sendQueue = async () => (await t.app.jobQueue.stats())['outbound-send'];
    await until(async () => (await sendQueue())?.queued === 1, 10_000, 'the enqueued job');
    expect(await sendQueue()).toEqual({ queued: 1, active: 0, failed: 0 });
  });
});

describe('two API processes on one server database', () => {
  it('dispatch each event once and send each of many messages exactly once between them', async (context) => {
    const shared = await createSharedServerDatabase();
    if (!shared) return context.skip();
    const pushes = [fakePush(), fakePush()];
    const config = workersOn({ OUTBOX_DISPATCH_INTERVAL_MS: '0' });
    const [one, two] = await Promise.all(
      shared.handles.map((database, i) =>
        createTestApp({ config, database, outboundSenders: { push: pushes[i]!.sender } }),
      ),
    );
    try {
      const EVENTS = 40;
      await ordersWithEvents(one!, EVENTS);
      // Both dispatch at once (each after its own requests, say; process one may already have dispatched some,
      // woken by its own answers): every event is numbered, once, by one of them.
      await Promise.all([one!.app.dispatchOutbox(), two!.app.dispatchOutbox()]);
      const numbered = await one!.database.db.execute(
        sql`select count(*)::int as events, count(seq)::int as numbered, count(distinct seq)::int as distinct_numbers
            from outbox_events`,
      );
      const counts = (numbered as unknown as { rows: { events: number; numbered: number; distinct_numbers: number }[] })
        .rows[0]!;
      expect(counts.events).toBeGreaterThanOrEqual(EVENTS);
      expect(counts).toEqual({ events: counts.events, numbered: counts.events, distinct_numbers: counts.events });
      const sentCount = () => pushes[0]!.sent.length + pushes[1]!.sent.length;
      // The order's creation and its status changes: one message each.
      await until(() => sentCount() === EVENTS + 1, 30_000, 'every push message');
      // Time for a duplicate to show, had any job run twice.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(sentCount()).toBe(EVENTS + 1);
      const rows = await deliveryRows(one!);
      expect(rows).toHaveLength(EVENTS + 1);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      const titles = [...pushes[0]!.sent, ...pushes[1]!.sent].map((sent) => sent.data.title);
      expect(titles.filter((title) => title === 'Order status changed')).toHaveLength(EVENTS);
      console.info(
        `two-process queue: messages sent by process one ${pushes[0]!.sent.length}, by two ${pushes[1]!.sent.length}`,
      );
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      await shared.close();
    }
  }, 60_000);

  it('run a scheduled job once per period, whichever process evaluates the schedule', async (context) => {
    const shared = await createSharedServerDatabase();
    if (!shared) return context.skip();
    // Both in one minute (the schedule's grain): start early enough in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const config = workersOn({ TRANSFER_OVERDUE_JOB_MS: '60000' });
    const apps = await Promise.all(shared.handles.map((database) => createTestApp({ config, database })));
    try {
      const runs = async () => {
        const result = await apps[0]!.database.db.execute(
          sql`select count(*)::int as count from pgboss.job where name = 'transfers-overdue' and state = 'completed'`,
        );
        return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
      };
      await until(async () => (await runs()) >= 1, 15_000, 'the overdue job');
      // Each process checks the schedule every second: a few more checks each, still one run this minute.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await runs()).toBe(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await shared.close();
    }
  }, 60_000);
});
