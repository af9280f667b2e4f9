import type { AUDIT_SORT_KEYS, AuditAction, AuditEvent, SortedListQuery } from '@portal/contract';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { auditEvents } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { pageWindow, sortColumn } from '../../platform/http/list-query';

export interface AuditEntry {
  companyId: string;
  actor: { userId: string; name: string };
  action: AuditAction;
  target: { type: 'user' | 'resident' | 'role'; id: string | null; label: string };
  changes?: Record<string, unknown>;
  at: Date;
}

/** Call inside the transaction of the change, so the log and the change commit (or fail) together. */
export async function recordAudit(tx: Queryable, entry: AuditEntry) {
  await tx.insert(auditEvents).values({
    companyId: entry.companyId,
    actorUserId: entry.actor.userId,
    actorName: entry.actor.name,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    changes: entry.changes ?? {},
    createdAt: entry.at,
  });
}

const sortable = { created_at: auditEvents.createdAt, action: auditEvents.action, actor: auditEvents.actorName };

export async function listAudit(
  scope: CompanyScope,
  query: SortedListQuery<typeof AUDIT_SORT_KEYS> & { action?: AuditAction },
): Promise<{ items: Omit<AuditEvent, 'names'>[]; total: number }> {
  const filters: (SQL | undefined)[] = [];
  if (query.action) filters.push(eq(auditEvents.action, query.action));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(auditEvents.actorName, pattern), ilike(auditEvents.targetLabel, pattern)));
  }
  const where = scope.owned(auditEvents, and(...filters));
  const column = sortColumn(query, sortable, auditEvents.createdAt);
  const { limit, offset } = pageWindow(query);
  const descending = query.sortBy ? query.sortDesc : true;
  const [rows, total] = await Promise.all([
    scope.db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    scope.db.$count(auditEvents, where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { id: row.actorUserId, name: row.actorName },
      target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
      changes: (row.changes ?? {}) as Record<string, unknown>,
      created_at: row.createdAt.toISOString(),
    })),
    total,
  };
}
