import {
  ORDER_PROVIDER_ENDPOINTS,
  type OrderChecklistBody,
  type OrderEvidence,
  type OrderStatus,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../../platform/db/schema/index';
import type { SignedInContext } from '../../../platform/http/request-context';
import { saveTicks } from '../evidence/order-checklist';
import { evidenceOf, providerPhotoUrl } from '../evidence/order-evidence-view';
import { providerActor } from '../operations/order-actors';
import { logOrder } from '../order-log';
import { lockOrder, refusedTransition } from '../run-transition';
import { currentProvider, providerOrderScope } from './provider-account';
import { ON_SITE } from './provider-evidence';
import { NO_KEY, providerOnce, type SentKey } from './provider-once';

// The provider's completion checklist (contract order-evidence): read at any time on its order, ticked while on
// site (like the photos). `complete` then needs every item ticked (guard checklist_done).

export async function providerEvidence(ctx: SignedInContext, orderId: string): Promise<OrderEvidence> {
  const provider = await currentProvider(ctx);
  const scope = await providerOrderScope(provider, orderId);
  const [order] = await scope
    .select({ id: orders.id, reference: orders.reference })
    .from(orders, eq(orders.id, orderId));
  return evidenceOf(scope, order!, providerPhotoUrl);
}

export async function saveProviderChecklist(
  ctx: SignedInContext,
  orderId: string,
  body: OrderChecklistBody,
  sent: SentKey = NO_KEY,
): Promise<OrderEvidence> {
  const provider = await currentProvider(ctx);
  const scope = await providerOrderScope(provider, orderId);
  const by = providerActor(provider.userId, provider.name);
  const action = { sent, declaration: ORDER_PROVIDER_ENDPOINTS.saveChecklist, request: { orderId, ...body } };
  return providerOnce(ctx, scope, action, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!ON_SITE.includes(order.status as OrderStatus)) {
      throw refusedTransition('orders.refused.not_allowed', order.status as OrderStatus);
    }
    await saveTicks(tx, orderId, body, by, ctx.now);
    const ticked = body.items.filter((item) => item.done).map((item) => item.key);
    await logOrder(tx, orderId, by, 'checklist_updated', { ticked, items: body.items.length }, ctx.now);
    await tx.update(orders, { updatedAt: ctx.now }, eq(orders.id, orderId));
    return evidenceOf(tx, order, providerPhotoUrl);
  });
}
