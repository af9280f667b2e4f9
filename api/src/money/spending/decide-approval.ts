import { type PaymentApproval, SPENDING_ENDPOINTS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { paymentApprovals } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError, notFound } from '../../platform/http/app-error';
import { idempotencyRoute, keyedOnce, type Stored } from '../../platform/http/idempotency';
import type { CompanyContext } from '../../platform/http/request-context';
import { type HeldDecision, payableOf } from '../payments/payables';
import { approvalView } from './spending-overview';

// POST company/wallets/spending/approvals/:id/{approve,reject} (accept_payment b2b_payments, Idempotency-Key).
// One transaction: the request, what it pays for and the money move together. What approving or rejecting does to
// the held payment belongs to the payable it pays for (../payments/payables.ts); a cap holds order payments only
// (a request names its order), so the order payable decides.

const alreadyDecided = () => new AppError(409, 'spending.already_decided');

async function lockPending(tx: CompanyScope, id: string) {
  const [row] = await tx
    .select({ approval: paymentApprovals })
    .from(paymentApprovals, eq(paymentApprovals.id, id))
    .for('update');
  if (!row) throw notFound('errors.not_found');
  if (row.approval.status !== 'pending') throw alreadyDecided();
  return row.approval;
}

export function decideApproval(
  ctx: CompanyContext,
  id: string,
  decision: HeldDecision,
  key: string,
): Promise<Stored<PaymentApproval>> {
  return keyedOnce(
    ctx,
    { route: idempotencyRoute(SPENDING_ENDPOINTS[decision.kind]), key: key, body: { id, ...decision } },
    async (tx) => {
      const approval = await lockPending(tx, id);
      const held = {
        purposeId: approval.orderId,
        amount: approval.amount,
        operation: approval.operation as 'pay_advance' | 'pay_final' | null,
      };
      const decideHeld = payableOf('order').decideHeld!;
      const { reference } = await decideHeld(tx, held, decision, ctx.actor.userId, ctx.now);
      const status = decision.kind === 'approve' ? 'approved' : 'rejected';
      await tx.update(
        paymentApprovals,
        {
          status,
          reason: decision.kind === 'reject' ? decision.reason : null,
          decidedBy: ctx.actor.userId,
          decidedAt: ctx.now,
        },
        eq(paymentApprovals.id, id),
      );
      await notifyCompany(tx.db, {
        companyId: tx.companyId,
        userId: approval.requestedBy,
        type: 'PAYMENT',
        title: localized('spending.notify.decided_title'),
        body: localized(`spending.notify.${status}_body`, { reference }),
        data: { reference },
        createdAt: ctx.now,
      });
      return { status: 200, body: await approvalView(tx, id) };
    },
  );
}

/** A company cancel of a held order closes its pending request (called in the cancel's transaction). */
export async function closeHeldApproval(
  tx: CompanyScope,
  orderId: string,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const closed = await tx
    .update(
      paymentApprovals,
      { status: 'rejected', reason: 'canceled', decidedBy: userId, decidedAt: now },
      and(eq(paymentApprovals.orderId, orderId), eq(paymentApprovals.status, 'pending')),
    )
    .returning({ id: paymentApprovals.id });
  return closed.length > 0;
}
