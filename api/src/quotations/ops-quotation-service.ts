import type { Quotation } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { quotations } from '../db/schema/index';
import { companyScope } from '../db/scoped-db';
import { AppError, notFound } from '../http/app-error';
import type { SignedInContext } from '../http/request-context';
import { localized, notifyCompany } from '../notifications/notify-company';
import { recordOpsAction } from '../ops/audit/record-ops-action';
import { toQuotation } from './quotation-queries';

// Ops review of quotations above the auto-approval threshold (spec §4: submitted → approved | rejected).
// The quotation is found across companies through the named door; the decision runs in its company's scope.

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export async function decideQuotation(ctx: SignedInContext, id: string, decision: Decision): Promise<Quotation> {
  const db = ctx.systemDb('ops: platform staff review the quotations of every company');
  const [found] = await db.select({ companyId: quotations.companyId }).from(quotations).where(eq(quotations.id, id));
  if (!found) throw notFound();
  const scope = companyScope(db, { companyId: found.companyId, membershipId: null });
  return scope.transaction(async (tx) => {
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
    const [updated] = await tx
      .update(
        quotations,
        {
          status: approved ? 'approved' : 'rejected',
          rejectionReason: approved ? null : decision.reason,
          decidedBy: ctx.actor.userId,
          decidedAt: ctx.now,
        },
        eq(quotations.id, id),
      )
      .returning();
    await notifyCompany(tx.db, {
      companyId: found.companyId,
      userId: row.createdBy,
      type: 'NEW_PACKAGE',
      title: localized(
        approved ? 'packages.notify.quotation_approved_title' : 'packages.notify.quotation_rejected_title',
      ),
      body: approved
        ? localized('packages.notify.quotation_approved_body', { reference: row.reference })
        : localized('packages.notify.quotation_rejected_body', { reference: row.reference, reason: decision.reason }),
      data: { reference: row.reference, quotation_id: id },
      createdAt: ctx.now,
    });
    return toQuotation(updated!);
  });
}
