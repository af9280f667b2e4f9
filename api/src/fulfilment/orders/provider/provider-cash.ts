import { type OrderOperationResult, PROVIDER_VISIT_ENDPOINTS } from '@portal/contract';
import { notFound } from '../../../platform/http/app-error';
import type { SignedInContext } from '../../../platform/http/request-context';
import { recordCashCollected } from '../money/collect-cash';
import { operationResult } from '../operations/operation-result';
import { providerActor } from '../operations/order-actors';
import { currentProvider, providerOrderScope } from './provider-account';
import { NO_KEY, providerOnce, type SentKey } from './provider-once';

// The technician who takes the cash on site records it (ADR 0046): the amount due of its cash order, in progress,
// posted like ops' collect_cash_payment. Said twice, the second finds nothing due (409): no double posting; sent
// twice with its Idempotency-Key (the outbox after a lost answer), the second gets the first answer.

export async function providerCollectCash(
  ctx: SignedInContext,
  orderId: string,
  sent: SentKey = NO_KEY,
): Promise<OrderOperationResult> {
  const provider = await currentProvider(ctx);
  const scope = await providerOrderScope(provider, orderId);
  const by = providerActor(provider.userId, provider.name);
  const action = { sent, declaration: PROVIDER_VISIT_ENDPOINTS.collectCash, request: { orderId } };
  return providerOnce(ctx, scope, action, async (tx) => {
    const order = await recordCashCollected(tx, {
      orderId,
      by,
      now: ctx.now,
      // Re-checked on the locked row: ops may have re-assigned the order meanwhile.
      check: (locked) => {
        if (locked.providerId !== provider.id) throw notFound('orders.not_found');
      },
    });
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.cash_collected'));
  });
}
