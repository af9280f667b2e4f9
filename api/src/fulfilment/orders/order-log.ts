import type { OrderLogName } from '@portal/contract';
import { orderLogs } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { OrderActorRef } from './run-transition';

/** One row of the order's logs tab: every action, status-changing or not (proposals, payments, evidence…). */
export async function logOrder(
  scope: CompanyScope,
  orderId: string,
  by: OrderActorRef,
  action: OrderLogName,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await scope.insert(orderLogs).values({
    orderId,
    action,
    actor: by.actor,
    actorUserId: by.userId,
    actorName: by.name,
    details,
    createdAt: now,
  });
}
