import type { AuditAction, AuditEvent, ListQuery } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import { branches, roles } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { listResult } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import { listAudit } from './audit-queries';

/** The company's audit log, one page; the role and branch ids of each change come with their names. */
export async function auditLog(ctx: CompanyContext, query: ListQuery & { action?: AuditAction }) {
  const { items, total } = await listAudit(ctx.scope, query);
  const names = await namesOf(ctx.scope, items);
  const named = items.map((event) => ({ ...event, names: pick(names, referencedIds(event.changes)) }));
  return listResult(named, total, query);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id a change mentions (role_id, branch_ids, in `{from, to}` or plain), for the readable log (issue 14.4). */
function referencedIds(changes: Record<string, unknown>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && uuid.test(value)) found.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const key of ['role_id', 'branch_ids']) visit(changes[key]);
  return [...found];
}

/** Current names of the company's roles and branches among those ids (a deleted one keeps no name). */
async function namesOf(scope: CompanyScope, events: Omit<AuditEvent, 'names'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(events.flatMap((e) => referencedIds(e.changes)))];
  if (ids.length === 0) return new Map();
  const [roleRows, branchRows] = await Promise.all([
    scope.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(scope.owned(roles, inArray(roles.id, ids))),
    scope.db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(scope.owned(branches, inArray(branches.id, ids))),
  ]);
  return new Map([...roleRows, ...branchRows].map((row) => [row.id, row.name]));
}

function pick(names: Map<string, string>, ids: string[]): Record<string, string> {
  return Object.fromEntries(ids.flatMap((id) => (names.has(id) ? [[id, names.get(id) as string]] : [])));
}
