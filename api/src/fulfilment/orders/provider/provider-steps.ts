import {
  ORDER_PROVIDER_ENDPOINTS,
  type OrderOperationResult,
  type OrderTransitionOperation,
  PROVIDER_STEP_OPERATIONS,
} from '@portal/contract';
import { fieldError, notFound } from '../../../platform/http/app-error';
import type { SignedInContext } from '../../../platform/http/request-context';
import { operationResult } from '../operations/operation-result';
import { providerActor } from '../operations/order-actors';
import type { ProposeBody } from '../operations/proposal-schemas';
import { proposeChange } from '../operations/proposals';
import { checkGuards } from '../operations/transition-guards';
import { runTransition } from '../run-transition';
import { currentProvider, providerOrderScope } from './provider-account';
import { NO_KEY, providerOnce, type SentKey } from './provider-once';

// The provider's steps (DOMAIN.md §6 actor P): depart, arrive, start/end the inspection, start the work (no
// proposal still waiting for the client) and complete (a completion photo attached, nothing left due).

export async function providerTransition(
  ctx: SignedInContext,
  orderId: string,
  body: { operation: OrderTransitionOperation; note?: string | undefined },
  sent: SentKey = NO_KEY,
): Promise<OrderOperationResult> {
  // Other steps are refused by the machine anyway (actor); saying so on the field is clearer for a client.
  if (!PROVIDER_STEP_OPERATIONS.includes(body.operation)) throw fieldError('operation', 'orders.refused.actor');
  const provider = await currentProvider(ctx);
  const scope = await providerOrderScope(provider, orderId);
  const action = { sent, declaration: ORDER_PROVIDER_ENDPOINTS.transition, request: { orderId, ...body } };
  return providerOnce(ctx, scope, action, async (tx) => {
    const order = await runTransition(tx, {
      orderId,
      operation: body.operation,
      by: providerActor(provider.userId, provider.name),
      note: body.note ?? null,
      now: ctx.now,
      apply: async ({ scope: locked, order, transition }) => {
        // Re-checked on the locked row: ops may have re-assigned the order meanwhile.
        if (order.providerId !== provider.id) throw notFound('orders.not_found');
        await checkGuards(locked, order, transition);
        return undefined;
      },
    });
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.updated'));
  });
}

/**
 * The provider proposes a change on its order (typically during the inspection). The field app queues it on the
 * phone like a step (ADR 0052): with its Idempotency-Key, a proposal sent again after a lost answer is not a second one.
 */
export async function providerPropose(
  ctx: SignedInContext,
  orderId: string,
  body: ProposeBody,
  sent: SentKey = NO_KEY,
): Promise<OrderOperationResult> {
  const provider = await currentProvider(ctx);
  const scope = await providerOrderScope(provider, orderId);
  const by = providerActor(provider.userId, provider.name);
  const action = { sent, declaration: ORDER_PROVIDER_ENDPOINTS.propose, request: { orderId, ...body } };
  return providerOnce(ctx, scope, action, (tx) =>
    proposeChange(tx, orderId, body, by, { now: ctx.now, message: ctx.t('orders.op.proposal_submitted') }),
  );
}
