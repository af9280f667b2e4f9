import { sql } from 'drizzle-orm';
import type { CompanyScope } from '../db/scoped-db';

// The stream's reads of the company's dispatched events, ordered by their delivery number (seq). Plain SQL with
// the company filter written out, like the scope's own statements: seq comes from the dispatcher's migration.

export interface DispatchedEvent {
  id: string;
  seq: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: string;
  /** The branch of the order it is about (not sent: the stream's branch limit); null: company-wide. */
  branchId: string | null;
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface EventRow {
  id: string;
  seq: string | number;
  type: string;
  payload: Record<string, unknown>;
  created_at: string | Date;
  branch_id: string | null;
}

/** The newest delivery number of the company (0 when none): where a stream without Last-Event-ID starts. */
export async function latestSeq(scope: CompanyScope): Promise<number> {
  const result = await scope.db.execute(
    sql`select max("outbox_events"."seq") as seq from "outbox_events" where "outbox_events"."company_id" = ${scope.companyId}`,
  );
  return Number(rowsOf<{ seq: string | number | null }>(result)[0]?.seq ?? 0);
}

/** Dispatched events of the company after `seq`, oldest first. */
export async function eventsAfter(scope: CompanyScope, seq: number, limit: number): Promise<DispatchedEvent[]> {
  const result = await scope.db.execute(sql`
    select "outbox_events"."id", "outbox_events"."seq", "outbox_events"."type", "outbox_events"."payload",
      "outbox_events"."created_at", "outbox_events"."branch_id"
    from "outbox_events"
    where "outbox_events"."company_id" = ${scope.companyId} and "outbox_events"."seq" > ${seq}
    order by "outbox_events"."seq" limit ${limit}`);
  return rowsOf<EventRow>(result).map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    type: row.type,
    payload: row.payload,
    createdAt: new Date(row.created_at).toISOString(),
    branchId: row.branch_id,
  }));
}
