import type { OpsAuditEntry, opsAuditQuerySchema } from '@portal/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { containsPattern } from '../../../platform/db/like';
import { companies, opsAudit } from '../../../platform/db/schema/index';
import { pageWindow } from '../../../platform/http/list-query';
import type { SignedInContext } from '../../../platform/http/request-context';
import { withinRiyadhDays } from '../../../platform/money-text/money-format';

type Query = v.InferOutput<typeof opsAuditQuerySchema>;

/** GET ops/audit: newest first, filtered by actor, action, company and Riyadh days; one page. */
export async function listOpsAudit(
  ctx: SignedInContext,
  query: Query,
): Promise<{ items: OpsAuditEntry[]; total: number }> {
  const db = ctx.systemDb('ops: the audit log of ops actions across companies');
  const filters: (SQL | undefined)[] = [
    query.actor ? eq(opsAudit.actorUserId, query.actor) : undefined,
    query.action ? eq(opsAudit.action, query.action) : undefined,
    query.company_id ? eq(opsAudit.companyId, query.company_id) : undefined,
    withinRiyadhDays(opsAudit.at, query),
    query.q
      ? or(
          ilike(opsAudit.actorName, containsPattern(query.q)),
          ilike(companies.nameAr, containsPattern(query.q)),
          ilike(companies.nameEn, containsPattern(query.q)),
        )
      : undefined,
  ];
  const where = and(...filters);
  const { limit, offset } = pageWindow({ ...query, sortDesc: true });
  const rows = await db
    .select({ entry: opsAudit, nameAr: companies.nameAr, nameEn: companies.nameEn })
    .from(opsAudit)
    .leftJoin(companies, eq(companies.id, opsAudit.companyId))
    .where(where)
    .orderBy(desc(opsAudit.at), desc(opsAudit.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(opsAudit)
    .leftJoin(companies, eq(companies.id, opsAudit.companyId))
    .where(where);
  return {
    items: rows.map(({ entry, nameAr, nameEn }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: { id: entry.actorUserId, name: entry.actorName },
      action: entry.action,
      target: { type: entry.targetType, id: entry.targetId },
      company: entry.companyId ? { id: entry.companyId, name: { ar: nameAr ?? '', en: nameEn ?? '' } } : null,
      details: entry.details as Record<string, unknown>,
    })),
    total: total?.n ?? 0,
  };
}
