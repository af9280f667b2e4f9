import { nextStatus, type OrderStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { creditReasonFor } from '../../../money/invoices/credit-notes/credit-reason';
import type { HeldDecision, HeldPayment } from '../../../money/payments/payables';
import { orders } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError } from '../../../platform/http/app-error';
import { giveCouponBack } from '../coupons/coupon-use';
import { companyActor } from '../order-insert';
import { logOrder } from '../order-log';
import { lockOrder, type OrderActorRef, type OrderRow, runTransition } from '../run-transition';
import { givePackageVisitBack, moneyColumns, payOrder, refundOrder } from './order-money';

// A payment of an order held by its branch's monthly cap, decided (api/src/money/spending/decide-approval.ts reaches it
// through the order payable, in the decision's transaction):
// - approve: the held amount is paid from the wallet (then the credit line; 422 insufficient credit leaves the
//   request pending) through the ledger, with the order's invoice; a held advance or final payment (confirmPayment,
//   issue 26.1) goes through its step of the machine, as it would have without the cap.
// - reject: a payment held at creation cancels the order when the machine still allows a company cancel; otherwise,
//   and always for a held later payment, the order stays unpaid (the company may pay it another way).

type Step = NonNullable<HeldPayment['operation']>;

const orderMovedOn = () => new AppError(409, 'spending.order_moved_on');

export async function decideHeldOrderPayment(
  tx: CompanyScope,
  held: HeldPayment,
  decision: HeldDecision,
  userId: string,
  now: Date,
): Promise<{ reference: string }> {
  const order = await lockOrder(tx, held.purposeId);
  const by = await companyActor(tx, userId);
  if (decision.kind === 'approve') await approve(tx, order, by, held.operation, now);
  else await reject(tx, order, by, held.operation, decision.reason, now);
  const status = decision.kind === 'approve' ? 'approved' : 'rejected';
  await logOrder(tx, order.id, by, `payment_${status}`, { amount: held.amount }, now);
  return { reference: order.reference };
}

async function approve(tx: CompanyScope, order: OrderRow, by: OrderActorRef, step: Step | null, now: Date) {
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
  by: OrderActorRef,
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
      await giveCouponBack(scope, locked.id, now);
      const credit = { userId: by.userId, now, reason: reason ?? creditReasonFor('canceled') };
      const refunded = await refundOrder(scope, locked, locked.totalPaid, credit);
      return { ...moneyColumns(locked, locked.totalPaid), ...refunded, reason, subStatus: 'canceled_by_client' };
    },
  });
}
