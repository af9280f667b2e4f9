import { sql } from 'drizzle-orm';
import { advisoryXactLock } from '../db/advisory-lock';
import type { Db } from '../db/database';
import { rowsOf } from './event-queries';
import type { OutboxBus } from './outbox-bus';

// One dispatch pass (DOMAIN.md §7). The in-app notification was written with the change itself; what is left is
// the realtime stream: give each undelivered event its delivery number `seq`, mark it dispatched and announce the
// companies on the bus — one transaction, so an event is either still pending (a later pass, in this process or
// another, after a restart too, takes it) or numbered and announced. At least once: a stream re-reads by seq.
//
// The transaction lock serialises dispatchers across processes, so seq numbers become visible in order: a reader
// that sees seq N already sees every smaller one, and replay "after my last id" never skips a late commit.

const BATCH = 100;

/** Dispatches up to one batch; answers how many events it dispatched (a full batch means: call again). */
async function dispatchOutboxBatch(db: Db, bus: OutboxBus, now: Date): Promise<number> {
  const companies = await db.transaction(async (tx) => {
    await advisoryXactLock(tx, 'outbox-dispatch');
    const result = await tx.execute(sql`
      with pending as (
        select id from outbox_events where dispatched_at is null order by created_at, id limit ${BATCH}
      ), numbered as (
        select id, nextval('outbox_events_seq') as seq from pending
      )
      update outbox_events set seq = numbered.seq, dispatched_at = ${now.toISOString()}
      from numbered where outbox_events.id = numbered.id
      returning outbox_events.company_id`);
    const rows = rowsOf<{ company_id: string }>(result);
    const distinct = [...new Set(rows.map((row) => row.company_id))];
    await bus.announce(tx, distinct);
    return { distinct, count: rows.length };
  });
  bus.committed(companies.distinct);
  return companies.count;
}

/** Dispatches until nothing is pending. */
export async function dispatchOutbox(db: Db, bus: OutboxBus, now: () => Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await dispatchOutboxBatch(db, bus, now());
    total += count;
    if (count < BATCH) return total;
  }
}
