import type { confirmOrderPaymentFieldsSchema, OrderOperationResult } from '@portal/contract';
import {
  advanceIsDue,
  MONEY_RULES,
  nextStatus,
  ORDER_ENDPOINTS,
  ORDER_RULES,
  type OrderStatus,
  type PaymentMethod,
} from '@portal/contract';
import type * as v from 'valibot';
import { requireBuyerIdentity } from '../../../company/account/buyer-identity';
import type { PaymentGateway } from '../../../money/payments/gateway/gateway';
import { settleCardPayment } from '../../../money/payments/settle-payment';
import { holdIfOverCap } from '../../../money/spending/hold-payment';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError, forbidden } from '../../../platform/http/app-error';
import { idempotencyRoute, keyedOnce, type Stored } from '../../../platform/http/idempotency';
import type { CompanyContext } from '../../../platform/http/request-context';
import { paymentStep, refreshOrderCard, startOrderCard } from '../money/order-card';
import { payOrder } from '../money/order-money';
import { lockOrder, type OrderRow, refusedTransition } from '../run-transition';
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
  return keyedOnce(
    ctx,
    { route: idempotencyRoute(ORDER_ENDPOINTS.confirmPayment), key: key, body: body },
    async (tx) => {
      await requireBuyerIdentity(tx, ctx.t);
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
      const step = paymentStep(current.status);
      // The branch's monthly cap holds this payment as it holds a wallet order at creation (issue 26.1).
      if (await heldByCap(ctx, tx, current, step)) {
        return { status: 200, body: await operationResult(tx, ctx.lang, current.id, ctx.t('spending.held')) };
      }
      const order = await companyTransition(ctx, tx, {
        orderId: body.order_id,
        operation: step,
        note: body.note ?? null,
        apply: ({ scope, order, transition }) => {
          const due = walletDue(order, transition.operation);
          return payOrder(scope, order, { source: 'wallet', amount: due, userId: ctx.actor.userId, now: ctx.now });
        },
      });
      return { status: 200, body: await operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.payment_recorded')) };
    },
  );
}

/** What a wallet payment of the step pays: all that is due (409 when nothing is, or no advance is owed). */
function walletDue(order: OrderRow, operation: string): number {
  const due = order.totalDue;
  const guarded = operation === 'pay_advance';
  if (due <= 0 || (guarded && !advanceIsDue(order.paymentMethod as PaymentMethod | null, due))) throw nothingDue();
  return due;
}

/**
 * Holds the wallet payment for approval when it takes the order's branch past its monthly cap and the caller may
 * not accept payments (api/src/money/spending). The step is checked first as the transition would (machine, its rule,
 * something due), so only a payment that would otherwise go through is held; a second one while the first waits
 * is a 409. The cap row is locked, so two payments of one branch are checked one after the other.
 */
async function heldByCap(ctx: CompanyContext, tx: CompanyScope, order: OrderRow, step: 'pay_advance' | 'pay_final') {
  const machine = { status: order.status as OrderStatus, previous_status: order.previousStatus as OrderStatus };
  const decision = nextStatus(machine, step, 'C');
  if (!decision.ok) throw refusedTransition(decision.reason, order.status as OrderStatus);
  const rule = decision.transition.rule ? ORDER_RULES[decision.transition.rule] : null;
  if (rule && !ctx.ability.can(rule.action, rule.subject)) throw forbidden();
  if (order.paymentStatus === 'on_hold') throw new AppError(409, 'spending.already_held');
  const { action, subject } = MONEY_RULES.paymentAccept;
  const held = await holdIfOverCap(tx, {
    order,
    amount: walletDue(order, step),
    userId: ctx.actor.userId,
    mayApprove: ctx.ability.can(action, subject),
    now: ctx.now,
    operation: step,
  });
  return held !== null;
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
