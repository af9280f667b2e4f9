import { nextStatus, type OrderStatus, type PaymentApproval } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { orders, paymentApprovals } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { AppError, notFound } from '../http/app-error';
import { requestHash, type Stored, withIdempotency } from '../http/idempotency';
import type { CompanyContext } from '../http/request-context';
import { localized, notifyCompany } from '../notifications/notify-company';
import { givePackageVisitBack, moneyColumns, payOrder, refundOrder } from '../orders/money/order-money';
import { companyActor } from '../orders/order-insert';
import { logOrder } from '../orders/order-log';
import { lockOrder, type OrderRow, runTransition } from '../orders/run-transition';
import { approvalView } from './spending-overview';

// POST company/wallets/spending/approvals/:id/{approve,reject} (accept_payment b2b_payments, Idempotency-Key).
// One transaction: the request, the order and the money move together.
// - approve: the held amount is paid from the wallet (then the credit line; 422 insufficient credit leaves the
//   request pending) through the ledger, with the order's invoice; a held advance or final payment (confirmPayment,
//   issue 26.1) goes through its step of the machine, as it would have without the cap.
// - reject: a payment held at creation cancels the order when the machine still allows a company cancel; otherwise,
//   and always for a held later payment, the order stays unpaid (the company may pay it another way).

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string | null };

const alreadyDecided = () => new AppError(409, 'spending.already_decided');
const orderMovedOn = () => new AppError(409, 'spending.order_moved_on');

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
  decision: Decision,
  key: string,
): Promise<Stored<PaymentApproval>> {
  return withIdempotency(
    ctx.scope,
    {
      userId: ctx.actor.userId,
      route: `POST /api/v1/company/wallets/spending/approvals/:id/${decision.kind}`,
      key,
      hash: requestHash({ id, ...decision }),
      now: ctx.now,
    },
    async (tx) => {
      const approval = await lockPending(tx, id);
      const order = await lockOrder(tx, approval.orderId);
      const by = await companyActor(tx, ctx.actor.userId);
      const step = approval.operation as Step | null;
      if (decision.kind === 'approve') await approve(tx, order, by, step, ctx.now);
      else await reject(tx, order, by, step, decision.reason, ctx.now);
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
      await logOrder(tx, order.id, by, `payment_${status}`, { amount: approval.amount }, ctx.now);
      await notifyCompany(tx.db, {
        companyId: tx.companyId,
        userId: approval.requestedBy,
        type: 'PAYMENT',
        title: localized('spending.notify.decided_title'),
        body: localized(`spending.notify.${status}_body`, { reference: order.reference }),
        data: { reference: order.reference },
        createdAt: ctx.now,
      });
      return { status: 200, body: await approvalView(tx, id) };
    },
  );
}

/** The order's payment step a held confirmPayment waits for; null: the payment of the order's creation. */
type Step = 'pay_advance' | 'pay_final';

async function approve(
  tx: CompanyScope,
  order: OrderRow,
  by: Awaited<ReturnType<typeof companyActor>>,
  step: Step | null,
  now: Date,
) {
  if (order.status === 'canceled' || order.totalDue <= 0) throw orderMovedOn();
  if (!step) {
    const changes = await payOrder(tx, order, { source: 'wallet', amount: order.totalDue, userId: by.userId, now });
    await tx.update(orders, { ...changes, updatedAt: now }, eq(orders.id, order.id));
    return;
  }
  // A held advance or final payment: paid through its step of the machine, as confirmPayment would have.
  const machine = { status: order.status as OrderStatus, previous_status: order.previousStatus as OrderStatus };
  if (!nextStatus(machine, step, 'C').ok) throw orderMovedOn();
  await runTransition(tx, {
    orderId: order.id,
    operation: step,
    by,
    now,
    apply: ({ scope, order: locked }) =>
      payOrder(scope, locked, { source: 'wallet', amount: locked.totalDue, userId: by.userId, now }),
  });
}

async function reject(
  tx: CompanyScope,
  order: OrderRow,
  by: Awaited<ReturnType<typeof companyActor>>,
  step: Step | null,
  reason: string | null,
  now: Date,
) {
  if (order.status === 'canceled') return;
  const machine = { status: order.status as OrderStatus, previous_status: order.previousStatus as OrderStatus };
  // A held later payment (step) leaves the order as it was, unpaid: the company may pay it another way.
  if (step || !nextStatus(machine, 'cancel', 'C').ok) {
    await tx.update(orders, { ...moneyColumns(order, order.totalPaid), updatedAt: now }, eq(orders.id, order.id));
    return;
  }
  await runTransition(tx, {
    orderId: order.id,
    operation: 'cancel',
    by,
    note: reason,
    now,
    apply: async ({ scope, order: locked }) => {
      await givePackageVisitBack(scope, locked);
      const refunded = await refundOrder(scope, locked, locked.totalPaid, { userId: by.userId, now });
      return { ...moneyColumns(locked, locked.totalPaid), ...refunded, reason, subStatus: 'canceled_by_client' };
    },
  });
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
