import {
  checklistKeys,
  type OrderChecklistBody,
  type OrderChecklistItem,
  serviceOfChecklistKey,
} from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { orderChecklistTicks, orderServices } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { fieldError } from '../../../platform/http/app-error';
import type { OrderActorRef } from '../run-transition';

// The completion checklist (contract order-evidence): items derived from the order's current services plus the
// standard items, each with the provider's latest tick. Read by the provider, the order page and the `complete`
// guard (checklist_done), all through the order company's scope.

export async function checklistOf(scope: CompanyScope, orderId: string): Promise<OrderChecklistItem[]> {
  const services = await scope
    .select({ serviceId: orderServices.serviceId, name: orderServices.name })
    .from(orderServices, eq(orderServices.orderId, orderId))
    .orderBy(asc(orderServices.position));
  const ticks = await scope
    .select({ tick: orderChecklistTicks })
    .from(orderChecklistTicks, eq(orderChecklistTicks.orderId, orderId));
  const tickOf = new Map(ticks.map(({ tick }) => [tick.itemKey, tick]));
  const nameOf = new Map(services.map((service) => [service.serviceId, service.name]));
  return checklistKeys(services.map((service) => ({ service_id: service.serviceId }))).map((key) => {
    const service = serviceOfChecklistKey(key);
    const tick = tickOf.get(key);
    return {
      key,
      kind: service ? 'service' : 'standard',
      name: service ? (nameOf.get(service) ?? null) : null,
      done: tick?.state === 'done',
      note: tick?.note ?? null,
      checked_by: tick?.checkedByName ?? null,
      checked_at: tick ? new Date(tick.checkedAt).toISOString() : null,
    };
  });
}

export const checklistComplete = (items: readonly OrderChecklistItem[]) => items.every((item) => item.done);

/** Writes the provider's ticks (the latest answer per item wins); an item not on the order's checklist is 422. */
export async function saveTicks(
  scope: CompanyScope,
  orderId: string,
  body: OrderChecklistBody,
  by: OrderActorRef,
  now: Date,
): Promise<void> {
  const keys = new Set((await checklistOf(scope, orderId)).map((item) => item.key));
  const unknown = body.items.findIndex((item) => !keys.has(item.key));
  if (unknown >= 0) {
    throw fieldError(`items.${unknown}.key`, 'orders.op.checklist_unknown_item');
  }
  for (const item of body.items) {
    const values = {
      state: item.done ? 'done' : 'open',
      note: item.note || null,
      checkedBy: by.userId,
      checkedByName: by.name,
      checkedAt: now,
    };
    await scope
      .insert(orderChecklistTicks)
      .values({ orderId, itemKey: item.key, ...values })
      .onConflictDoUpdate({ target: [orderChecklistTicks.orderId, orderChecklistTicks.itemKey], set: values });
  }
}
