import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../events/event-queries';

// The reads of the ops chat stream (ops-chat-stream-routes.ts): the chat events of every company by delivery number (seq,
// one sequence across companies, migration 0013). Through the system door: ops see every company's conversations.

export interface OpsChatEvent {
  id: string;
  seq: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: string;
  companyId: string;
}

/** The newest delivery number of any company: where a stream without Last-Event-ID starts. */
export async function latestEventSeq(db: Db): Promise<number> {
  const result = await db.execute(sql`select max("outbox_events"."seq") as seq from "outbox_events"`);
  return Number(rowsOf<{ seq: string | number | null }>(result)[0]?.seq ?? 0);
}

/** Dispatched chat events after `seq`, oldest first. */
export async function chatEventsAfter(db: Db, seq: number, limit: number): Promise<OpsChatEvent[]> {
  const result = await db.execute(sql`
    select "id", "seq", "type", "payload", "created_at", "company_id" from "outbox_events"
    where "seq" > ${seq} and "type" in ('ORDER_NEW_MESSAGE', 'TECHNICAL_SUPPORT')
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
