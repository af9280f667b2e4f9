import { OPS_QUEUE_CHANGED_EVENT, OPS_QUEUES, type OpsQueueKey, type OpsRule } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/events/event-queries';

// The reads of the ops event stream (ops-stream-routes.ts): the events the console lives on, of every company, by
// delivery number (seq, one sequence across companies, migration 0013). Through the system door: ops see every
// company. Which agent gets which event is opsEventRule's: the rule of the page the event refreshes.

/** The chat events (the support inbox) and the new queue items (the queues and their counts). */
const OPS_STREAM_TYPES = ['ORDER_NEW_MESSAGE', 'TECHNICAL_SUPPORT', OPS_QUEUE_CHANGED_EVENT] as const;

export interface OpsStreamEvent {
  id: string;
  seq: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: string;
  companyId: string;
}

/**
 * The rule an agent needs to receive the event: read ops_conversations for a message, read the queue's area for a
 * new queue item (OPS_QUEUES: finance gets transfers, not conversations); null for anything else (sent to nobody).
 */
export function opsEventRule(event: Pick<OpsStreamEvent, 'type' | 'payload'>): OpsRule | null {
  if (event.type === OPS_QUEUE_CHANGED_EVENT) {
    const queue = event.payload.queue;
    return typeof queue === 'string' && Object.hasOwn(OPS_QUEUES, queue)
      ? { action: 'read', subject: OPS_QUEUES[queue as OpsQueueKey] }
      : null;
  }
  return event.type === 'ORDER_NEW_MESSAGE' || event.type === 'TECHNICAL_SUPPORT'
    ? { action: 'read', subject: 'ops_conversations' }
    : null;
}

/** The newest delivery number of any company: where a stream without Last-Event-ID starts. */
export async function latestEventSeq(db: Db): Promise<number> {
  const result = await db.execute(sql`select max("outbox_events"."seq") as seq from "outbox_events"`);
  return Number(rowsOf<{ seq: string | number | null }>(result)[0]?.seq ?? 0);
}

/** Dispatched events of the ops stream's types after `seq`, oldest first. */
export async function opsEventsAfter(db: Db, seq: number, limit: number): Promise<OpsStreamEvent[]> {
  const types = sql.join(
    OPS_STREAM_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select "id", "seq", "type", "payload", "created_at", "company_id" from "outbox_events"
    where "seq" > ${seq} and "type" in (${types})
    order by "seq" limit ${limit}`);
  return rowsOf<{
    id: string;
    seq: string | number;
    type: string;
    payload: Record<string, unknown>;
    created_at: string | Date;
    company_id: string;
  }>(result).map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    type: row.type,
    payload: row.payload,
    createdAt: new Date(row.created_at).toISOString(),
    companyId: row.company_id,
  }));
}
