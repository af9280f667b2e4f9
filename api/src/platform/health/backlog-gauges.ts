import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';
import { rowsOf } from '../events/event-queries';
import type { Logger } from '../logger';

// Background work waiting in the database, read at scrape time (one statement per scrape): outbox events not yet
// dispatched and outbound messages (WhatsApp, e-mail, push) not yet sent. The job queue's gauges are read the
// same way (job-queue-gauges.ts).

interface Backlog {
  outboxPending: number;
  outboxOldestSeconds: number;
  outboundPending: number;
  outboundRetrying: number;
  outboundFailed: number;
}

/** What the backlog gauges read with: the cross-company door, the clock, where to say a read failed. */
interface BacklogSource {
  db: Db;
  now: () => Date;
  log: Logger;
}

async function readBacklog({ db, now: clock }: BacklogSource): Promise<Backlog> {
  const now = clock().toISOString();
  const result = await db.execute(sql`
    select
      (select count(*) from outbox_events where dispatched_at is null) as outbox_pending,
      (select coalesce(extract(epoch from (${now}::timestamptz - min(created_at))), 0)
         from outbox_events where dispatched_at is null) as outbox_oldest_seconds,
      (select count(*) from outbound_deliveries where status = 'pending') as outbound_pending,
      (select count(*) from outbound_deliveries where status = 'pending' and error is not null) as outbound_retrying,
      (select count(*) from outbound_deliveries where status = 'failed') as outbound_failed`);
  const row = rowsOf<Record<string, string | number>>(result)[0] ?? {};
  return {
    outboxPending: Number(row.outbox_pending),
    outboxOldestSeconds: Math.max(0, Number(row.outbox_oldest_seconds)),
    outboundPending: Number(row.outbound_pending),
    outboundRetrying: Number(row.outbound_retrying),
    outboundFailed: Number(row.outbound_failed),
  };
}

const unknownBacklog: Backlog = {
  outboxPending: Number.NaN,
  outboxOldestSeconds: Number.NaN,
  outboundPending: Number.NaN,
  outboundRetrying: Number.NaN,
  outboundFailed: Number.NaN,
};

export function addBacklogGauges(registry: Registry, source: BacklogSource) {
  // The gauges of one scrape are collected at once (prom-client starts every collect in the same tick): they
  // share the read in flight; the next scrape reads again.
  let reading: Promise<Backlog> | undefined;
  const backlog = () => {
    reading ??= readBacklog(source)
      .catch((error: unknown) => {
        source.log.warn({ err: error }, 'metrics: backlog not readable');
        return unknownBacklog;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const gauge = (name: string, help: string, pick: (backlog: Backlog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await backlog()));
      },
    });
  gauge('outbox_events_pending', 'Outbox events not yet dispatched to streams and channels', (b) => b.outboxPending);
  gauge(
    'outbox_oldest_pending_seconds',
    'Age of the oldest undispatched outbox event (0 when none)',
    (b) => b.outboxOldestSeconds,
  );
  gauge('outbound_deliveries_pending', 'WhatsApp, e-mail and push messages not yet sent', (b) => b.outboundPending);
  gauge(
    'outbound_deliveries_retrying',
    'Pending messages whose last attempt failed (retried later)',
    (b) => b.outboundRetrying,
  );
  gauge('outbound_deliveries_failed', 'Messages given up after their last attempt', (b) => b.outboundFailed);
}
