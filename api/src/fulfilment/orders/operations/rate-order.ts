import type { OrderOperationResult, rateOrderBodySchema } from '@portal/contract';
import type * as v from 'valibot';
import type { CompanyContext } from '../../../platform/http/request-context';
import { companyTransition } from './company-transition';
import { operationResult } from './operation-result';

// POST company/orders/rate: completed → rated, once, 1–5 stars and an optional comment (the schema checks them).

type Body = v.InferOutput<typeof rateOrderBodySchema>;

export function rateOrder(ctx: CompanyContext, body: Body): Promise<OrderOperationResult> {
  return ctx.scope.transaction(async (tx) => {
    const order = await companyTransition(ctx, tx, {
      orderId: body.order_id,
      operation: 'rate',
      note: body.comment ?? null,
      apply: () => ({ ratingStars: body.rating, ratingComment: body.comment ?? null, ratedAt: ctx.now }),
    });
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.rated'));
  });
}
