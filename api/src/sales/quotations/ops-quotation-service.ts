import type { OpsQuotation, QUOTATION_SORTS, QuotationStatus, SortedListQuery } from '@portal/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import type { Db } from '../../platform/db/database';
import { companies, quotations } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { recordEvent, recordOpsQueueChange } from '../../platform/events/record-event';
import { AppError, notFound } from '../../platform/http/app-error';
import { onceIfKeyed, requestHash } from '../../platform/http/idempotency';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { SignedInContext } from '../../platform/http/request-context';
import { QUOTATION_SORT_COLUMNS, type QuotationRow, quotationFilter, toQuotation } from './quotation-queries';

// Ops review of quotations above the auto-approval threshold (spec §4: submitted → approved | rejected).
// The quotation is found across companies through the named door; the decision runs in its company's scope.

const system = (ctx: SignedInContext) => ctx.systemDb('ops: platform staff review the quotations of every company');

function selectOps(db: Db) {
  return db
    .select({ quotation: quotations, nameAr: companies.nameAr, nameEn: companies.nameEn })
    .from(quotations)
    .innerJoin(companies, eq(companies.id, quotations.companyId));
}

const toOpsQuotation = (row: { quotation: QuotationRow; nameAr: string; nameEn: string }): OpsQuotation => ({
  ...toQuotation(row.quotation),
  company: { id: row.quotation.companyId, name: { ar: row.nameAr, en: row.nameEn } },
});

/** GET ops/quotations: every company's quotations, oldest first unless sorted otherwise (the queue's order). */
export async function listOpsQuotations(
  ctx: SignedInContext,
  query: SortedListQuery<typeof QUOTATION_SORTS> & { status?: QuotationStatus | undefined },
) {
  const db = system(ctx);
  const where = quotationFilter(query);
  const column = sortColumn(query, QUOTATION_SORT_COLUMNS, quotations.createdAt);
  const direction = query.sortBy && query.sortDesc ? desc : asc;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    selectOps(db).where(where).orderBy(direction(column), asc(quotations.createdAt)).limit(limit).offset(offset),
    db.$count(quotations, where),
  ]);
  return listResult(rows.map(toOpsQuotation), total, query);
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Approves or rejects one submitted quotation (audit, status, the company's notification) in ONE transaction. With
 * an Idempotency-Key a retry after a lost answer gets the first answer (nothing acts twice); without one the
 * submitted → decided guard makes a second attempt a 409 that changes nothing.
 */
export async function decideQuotation(
  ctx: SignedInContext,
  id: string,
  decision: Decision,
  idempotencyKey: string | null,
): Promise<OpsQuotation> {
  const db = system(ctx);
  const [found] = await db.select({ companyId: quotations.companyId }).from(quotations).where(eq(quotations.id, id));
  if (!found) throw notFound();
  const scope = companyScope(db, { companyId: found.companyId, membershipId: null });
  const work = async (tx: CompanyScope) => {
    const [locked] = await tx.select({ quotation: quotations }).from(quotations, eq(quotations.id, id)).for('update');
    const row = locked!.quotation;
    if (row.status !== 'submitted') throw new AppError(409, 'packages.quotation_already_decided');
    const approved = decision.kind === 'approve';
    await recordOpsAction(tx.db, ctx.actor, ctx.now, {
      action: approved ? 'quotation.approve' : 'quotation.reject',
      targetType: 'quotation',
      targetId: id,
      companyId: found.companyId,
      details: { reference: row.reference, ...(approved ? {} : { reason: decision.reason }) },
    });
    await tx.update(
      quotations,
      {
        status: approved ? 'approved' : 'rejected',
        rejectionReason: approved ? null : decision.reason,
        decidedBy: ctx.actor.userId,
        decidedAt: ctx.now,
      },
      eq(quotations.id, id),
    );
    // The bell gets the notification; the company's open quotation pages refresh (event stream) and push carries
    // the notification (notificationId).
    await recordOpsQueueChange(tx, 'quotations_awaiting', ctx.now); // the other agents' open queues (ops stream)
    const notificationId = await notifyCompany(tx.db, {
      companyId: found.companyId,
      userId: row.createdBy,
      type: 'NEW_PACKAGE',
      title: localized(
        approved ? 'packages.notify.quotation_approved_title' : 'packages.notify.quotation_rejected_title',
      ),
      body: approved
        ? localized('packages.notify.quotation_approved_body', { reference: row.reference })
        : localized('packages.notify.quotation_rejected_body', { reference: row.reference, reason: decision.reason }),
      data: { reference: row.reference, quotation_id: id, page: 'quotation' },
      createdAt: ctx.now,
    });
    await recordEvent(tx, {
      type: 'PACKAGE_STATUS_CHANGED',
      payload: { reference: row.reference, quotation_id: id, status: approved ? 'approved' : 'rejected' },
      createdAt: ctx.now,
      notificationId,
    });
    return { status: 200, body: { id } };
  };
  const request = { userId: ctx.actor.userId, route: `POST /api/v1/ops/quotations/:id/${decision.kind}`, now: ctx.now };
  await onceIfKeyed(scope, { ...request, key: idempotencyKey, hash: requestHash({ id, ...decision }) }, work);
  const [row] = await selectOps(db).where(eq(quotations.id, id));
  return toOpsQuotation(row!);
}
