import { ORDER_ENDPOINTS, type OrderOperationResult, type updateOrderStatusBodySchema } from '@portal/contract';
import type * as v from 'valibot';
import { resolveReason } from '../../../company/reasons/reason-queries';
import { cancelCreditReason } from '../../../money/invoices/credit-notes/credit-reason';
import { closeHeldApproval } from '../../../money/spending/decide-approval';
import { idempotencyRoute, keyedOnce, type Stored } from '../../../platform/http/idempotency';
import type { CompanyContext } from '../../../platform/http/request-context';
import { giveCouponBack } from '../coupons/coupon-use';
import { givePackageVisitBack, moneyColumns, refundOrder } from '../money/order-money';
import { companyTransition } from './company-transition';
import { operationResult } from './operation-result';

// POST company/orders/updateStatus (status canceled, a listed reason, ADR 0058): before on_the_way only (the machine says so, 409
// otherwise). In the same transaction what was paid goes back to the wallet and a package visit goes back to its
// package (ADR 0010), a coupon's use to its coupon (ADR 0060); nothing was paid on a cash order, so nothing moves.

type Body = v.InferOutput<typeof updateOrderStatusBodySchema>;

export function cancelOrder(ctx: CompanyContext, body: Body, key: string): Promise<Stored<OrderOperationResult>> {
  return keyedOnce(ctx, { route: idempotencyRoute(ORDER_ENDPOINTS.updateStatus), key: key, body: body }, async (tx) => {
    const { reasonId, reason } = await resolveReason(tx.db, 'cancel', body);
    const order = await companyTransition(ctx, tx, {
      orderId: body.order_id,
      operation: 'cancel',
      note: reason,
      apply: async ({ scope, order }) => {
        await givePackageVisitBack(scope, order);
        await giveCouponBack(scope, order.id, ctx.now);
        // A payment held above a branch cap (on_hold) is no longer held once its order is canceled.
        const wasHeld = await closeHeldApproval(scope, order.id, ctx.actor.userId, ctx.now);
        const credit = await cancelCreditReason(scope.db, reasonId, reason);
        const by = { userId: ctx.actor.userId, now: ctx.now, reason: credit };
        const refunded = await refundOrder(scope, order, order.totalPaid, by);
        const money = wasHeld ? moneyColumns(order, order.totalPaid) : {};
        return { ...money, ...refunded, reason, reasonId, subStatus: 'canceled_by_client' };
      },
    });
    return { status: 200, body: await operationResult(tx, ctx.lang, order.id, ctx.t('orders.canceled')) };
  });
}
