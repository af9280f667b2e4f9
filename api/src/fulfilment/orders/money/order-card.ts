import { nextStatus, type OrderStatus, orderPaymentType } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { GatewayPaymentState, PaymentGateway } from '../../../money/payments/gateway/gateway';
import { markCardDeclined, markCardPaid, paidAsAsked } from '../../../money/payments/payable-steps';
import type { Payable } from '../../../money/payments/payables';
import { orders, payments } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError } from '../../../platform/http/app-error';
import { type Lang, translate } from '../../../platform/i18n/translate';
import { SYSTEM_ACTOR } from '../operations/order-actors';
import { type OrderRow, runTransition } from '../run-transition';
import { creditWallet, payOrder } from './order-money';

// Card payments of an order through the existing gateway flow (DOMAIN.md §2, like card recharges and packages): a
// payment row linked from orders.payment_id, the gateway's hosted page, then its signed callback or checkPayment
// settles it here (the order payable, ./order-payable.ts, hands it `settleOrderCard`): paid → gateway_clearing pays
// the order and the machine moves (pay_advance / pay_final by S); declined → fail_advance_payment while assigned.

/** The step a payment made now runs: the advance while assigned (or after a failed one), else the final one. */
export const paymentStep = (status: string): 'pay_advance' | 'pay_final' =>
  orderPaymentType(status as OrderStatus) === 'advance' ? 'pay_advance' : 'pay_final';

/** Where the browser lands after the gateway: the order page (route b2b-orders-view-id), which checks the payment. */
export const orderReturnPath = (reference: string, paymentId: string) =>
  `/b2b/orders/view/${encodeURIComponent(reference)}?payment=${paymentId}`;

/** Opens a card payment of what is due and answers the gateway's page. */
export async function startOrderCard(
  scope: CompanyScope,
  order: OrderRow,
  context: { gateway: PaymentGateway; publicUrl: string; userId: string; now: Date; lang: Lang },
): Promise<string> {
  const { gateway, now } = context;
  const [created] = await scope
    .insert(payments)
    .values({
      purpose: 'order',
      purposeId: order.id,
      method: 'credit_card',
      type: orderPaymentType(order.status as OrderStatus) ?? 'final',
      status: 'unpaid',
      amount: order.totalDue,
      gateway: gateway.name,
      gatewayStatus: 'initiated',
      createdBy: context.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payments.id });
  const started = await gateway.createPayment({
    paymentId: created!.id,
    amount: order.totalDue,
    currency: 'SAR',
    description: translate(context.lang, 'orders.gateway.description', { reference: order.reference }),
    returnUrl: `${context.publicUrl}${orderReturnPath(order.reference, created!.id)}`,
    callbackUrl: `${context.publicUrl}/api/v1/public/payments/callback/${gateway.name}`,
  });
  await scope.update(payments, { gatewayReference: started.reference }, eq(payments.id, created!.id));
  await scope.update(orders, { paymentId: created!.id, gateway: gateway.name }, eq(orders.id, order.id));
  return started.redirectUrl;
}

/** The order a payment or a transfer pays for (its purpose id); an order always outlives its payments. */
async function orderOfPurpose(scope: CompanyScope, orderId: string | null): Promise<OrderRow> {
  const [row] = orderId ? await scope.select({ order: orders }).from(orders, eq(orders.id, orderId)) : [];
  if (!row) throw new Error(`order ${orderId} of a payment not found`);
  return row.order;
}

/** Applies the gateway's word on an order's card payment, in the caller's transaction. */
export const settleOrderCard: Payable['settleCard'] = async (scope, payment, state, now) => {
  const order = await orderOfPurpose(scope, payment.purposeId);
  // An attempt the order no longer waits for (a later one replaced it): its money, if any, is the company's.
  const current = order.paymentId === payment.id;
  if (state.status === 'paid') {
    if (!paidAsAsked(payment, state)) return 'mismatch';
    await markCardPaid(scope, payment, now);
    const step = paymentStep(order.status);
    const machine = {
      status: order.status as OrderStatus,
      previous_status: order.previousStatus as OrderStatus | null,
    };
    if (!current || !nextStatus(machine, step, 'S').ok) {
      // The order moved on meanwhile (canceled, held…): the money is the company's, it lands in the wallet.
      await creditWallet(scope, order, payment, now);
      return 'paid';
    }
    await runTransition(scope, {
      orderId: order.id,
      operation: step,
      by: SYSTEM_ACTOR,
      now,
      apply: ({ scope: tx, order: locked }) =>
        payOrder(tx, locked, {
          source: 'gateway_clearing',
          amount: payment.amount,
          paymentId: payment.id,
          userId: payment.createdBy,
          now,
        }),
    });
    return 'paid';
  }
  const outcome = await markCardDeclined(scope, payment, state, now);
  // A declined advance is a step of the machine; a declined final payment leaves the order where it is.
  if (current && order.status === 'assigned') {
    await runTransition(scope, { orderId: order.id, operation: 'fail_advance_payment', by: SYSTEM_ACTOR, now });
  }
  return outcome;
};

/** checkPayment: the gateway is asked about the order's card payment (422 when none is waiting). */
export async function refreshOrderCard(
  scope: CompanyScope,
  order: OrderRow,
  gateway: PaymentGateway,
): Promise<GatewayPaymentState> {
  const [payment] = order.paymentId
    ? await scope
        .select({ reference: payments.gatewayReference, gateway: payments.gateway, status: payments.status })
        .from(payments, eq(payments.id, order.paymentId))
    : [];
  if (!payment?.reference || payment.gateway !== gateway.name || payment.status !== 'unpaid') {
    throw new AppError(422, 'orders.op.no_card_payment');
  }
  return gateway.fetchPayment(payment.reference);
}
