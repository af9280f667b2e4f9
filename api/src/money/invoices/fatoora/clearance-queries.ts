import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { type ClearanceMessage, type ClearanceStatus, invoices } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';

// The invoices' clearance columns (migration 0042), read and written by the clearance job across companies: the
// job is the platform's, not a company's request (systemDb, named in clearance-plugin.ts).

export interface PendingClearance {
  id: string;
  companyId: string;
  attempts: number;
}

/** Pending invoices, oldest first (partial index invoices_clearance_pending_idx). */
export function pendingClearances(db: Queryable, limit: number): Promise<PendingClearance[]> {
  return db
    .select({ id: invoices.id, companyId: invoices.companyId, attempts: invoices.clearanceAttempts })
    .from(invoices)
    .where(eq(invoices.clearanceStatus, 'pending'))
    .orderBy(asc(invoices.issuedAt))
    .limit(limit);
}

export async function pendingClearance(db: Queryable, id: string): Promise<PendingClearance | undefined> {
  const [row] = await db
    .select({ id: invoices.id, companyId: invoices.companyId, attempts: invoices.clearanceAttempts })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.clearanceStatus, 'pending')));
  return row;
}

/** The answer, once: only a pending invoice changes (a second worker's answer for the same one is ignored). */
export async function recordClearance(
  db: Queryable,
  id: string,
  outcome: {
    status: Exclude<ClearanceStatus, 'pending' | 'not_required'>;
    messages: ClearanceMessage[];
    xml: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .update(invoices)
    .set({
      clearanceStatus: outcome.status,
      clearanceMessages: outcome.messages,
      clearedXml: outcome.xml,
      clearedAt: outcome.status === 'rejected' ? null : outcome.at,
    })
    .where(and(eq(invoices.id, id), eq(invoices.clearanceStatus, 'pending')));
}

export async function countUnavailableAttempt(db: Queryable, id: string): Promise<void> {
  await db
    .update(invoices)
    .set({ clearanceAttempts: sql`${invoices.clearanceAttempts} + 1` })
    .where(eq(invoices.id, id));
}

/** The document the company downloads once cleared or reported (null before), through the company's scope. */
export async function clearedDocument(
  scope: CompanyScope,
  id: string,
): Promise<{ xml: string; at: Date | null } | null> {
  const [row] = await scope
    .select({ xml: invoices.clearedXml, at: invoices.clearedAt })
    .from(invoices, eq(invoices.id, id));
  return row?.xml ? { xml: row.xml, at: row.at } : null;
}
