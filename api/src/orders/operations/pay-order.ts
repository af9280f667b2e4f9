import type { confirmOrderPaymentFieldsSchema, OrderOperationResult } from '@portal/contract';
import { advanceIsDue, nextStatus, type OrderStatus, type PaymentMethod } from '@portal/contract';
import type * as v from 'valibot';
import { AppError } from '../../http/app-error';
import { requestHash, type Stored, withIdempotency } from '../../http/idempotency';
import type { CompanyContext } from '../../http/request-context';
import type { PaymentGateway } from '../../payments/gateway/gateway';
import { settleCardPayment } from '../../payments/settle-payment';
import { paymentStep, refreshOrderCard, startOrderCard } from '../money/order-card';
import { payOrder } from '../money/order-money';
import { lockOrder, refusedTransition } from '../run-transition';
import { companyTransition } from './company-transition';
import { operationResult } from './operation-result';

// POST company/orders/confirmPayment (Idempotency-Key) and checkPayment (spec §7, ADR 0010): the company pays what
// is due — the advance once assigned (card and transfer orders), the rest at the end (after approved changes) —
// from the wallet through the ledger in the transition's transaction, or by card through the gateway's page (the
// callback or checkPayment then settles it and moves the order).

type Body = v.InferOutput<typeof confirmOrderPaymentFieldsSchema>;

export interface CardGateway {
  gateway: PaymentGateway;
  publicUrl: string;
}

const nothingDue = () => new AppError(409, 'orders.nothing_due', { data: { reason: 'orders.nothing_due' } });

export function confirmOrderPayment(
  ctx: CompanyContext,
  body: Body,
  key: string,
  card: CardGateway,
): Promise<Stored<OrderOperationResult>> {
  return withIdempotency(
    ctx.scope,
    {
      userId: ctx.actor.userId,
      route: 'POST /api/v1/company/orders/confirmPayment',
      key,
      hash: requestHash(body),
      now: ctx.now,
    },
    async (tx) => {
      if (body.method === 'credit_card') {
        const order = await lockOrder(tx, body.order_id);
        const step = paymentStep(order.status);
        const machine = { status: order.status as OrderStatus, previous_status: order.previousStatus as OrderStatus };
        const decision = nextStatus(machine, step, 'C');
        if (!decision.ok) throw refusedTransition(decision.reason, order.status as OrderStatus);
        if (order.totalDue <= 0) throw nothingDue();
        const url = await startOrderCard(tx, order, {
          ...card,
          userId: ctx.actor.userId,
          now: ctx.now,
          lang: ctx.lang,
        });
        return {
          status: 200,
          body: await operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.waiting_card'), url),
        };
      }
      // A transfer comes as multipart with its receipt (../money/order-transfer).
      if (body.method === 'transfer')
        throw new AppError(422, 'errors.validation', { fields: { receipt: ['validation.file_required'] } });
      const current = await lockOrder(tx, body.order_id);
      const order = await companyTransition(ctx, tx, {
        orderId: body.order_id,
        operation: paymentStep(current.status),
        note: body.note ?? null,
        apply: ({ scope, order, transition }) => {
          const due = order.totalDue;
          const guarded = transition.operation === 'pay_advance';
          if (due <= 0 || (guarded && !advanceIsDue(order.paymentMethod as PaymentMethod | null, due))) {
            throw nothingDue();
          }
          return payOrder(scope, order, { source: 'wallet', amount: due, userId: ctx.actor.userId, now: ctx.now });
        },
      });
      return { status: 200, body: await operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.payment_recorded')) };
    },
  );
}

/** POST company/orders/checkPayment: asks the gateway about the order's card payment and settles it. */
export async function checkOrderPayment(
  ctx: CompanyContext,
  orderId: string,
  gateway: PaymentGateway,
): Promise<OrderOperationResult> {
  const order = await lockOrder(ctx.scope, orderId);
  const state = await refreshOrderCard(ctx.scope, order, gateway);
  const outcome = await ctx.scope.transaction((tx) => settleCardPayment(tx, order.paymentId!, state, ctx.now));
  const message =
    outcome === 'paid'
      ? 'orders.op.payment_recorded'
      : outcome === 'failed' || outcome === 'canceled'
        ? 'orders.op.payment_failed'
        : 'orders.op.payment_pending';
  return operationResult(ctx.scope, ctx.lang, order.id, ctx.t(message));
}
