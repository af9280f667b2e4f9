import type { AuditAction, ListQuery } from '@portal/contract';
import { listResult } from '../http/list-query';
import type { CompanyContext } from '../http/request-context';
import { listAudit } from './audit-queries';

/** The company's audit log, one page. */
export async function auditLog(ctx: CompanyContext, query: ListQuery & { action?: AuditAction }) {
  const { items, total } = await listAudit(ctx.scope, query);
  return listResult(items, total, query);
}
