import type { OrderOperationResult, rescheduleOrderBodySchema } from '@portal/contract';
import type * as v from 'valibot';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { fieldError } from '../../../platform/http/app-error';
import type { CompanyContext } from '../../../platform/http/request-context';
import { reserveSlot, type SlotChoice } from '../order-slot';
import type { OrderChanges, OrderRow } from '../run-transition';
import { companyTransition } from './company-transition';
import { operationResult } from './operation-result';

// POST company/orders/rescheduleOrder (ADR 0010 "Reschedule"): a new free slot of the same length. Before the
// provider is on the way the status stays (rule reschedule_order); on the way or arrived it is a late reschedule
// back to assigned (rule reschedule_late_order) — the machine's row says which, and company-transition checks it.
// The slot is re-checked under the day's lock (no double booking); an assigned provider must be free at it.
// Ops reschedule with the same rules (../ops/ops-order-steps opsReschedule).

type Body = v.InferOutput<typeof rescheduleOrderBodySchema>;

/** The order's new slot (same length), reserved under the day's lock; the assigned provider must be free at it. */
export async function rescheduledSlot(
  scope: CompanyScope,
  order: OrderRow,
  choice: SlotChoice,
  now: Date,
): Promise<OrderChanges> {
  const minutes = Math.round((new Date(order.endsAt).getTime() - new Date(order.startsAt).getTime()) / 60_000);
  const slot = await reserveSlot(scope, choice, minutes, now, order.id);
  if (order.providerId && !slot.providerIds.includes(order.providerId)) {
    throw fieldError('slot', 'orders.slot_unavailable');
  }
  return {
    visitDate: slot.date,
    time: slot.time,
    endTime: slot.endTime,
    shift: slot.shift,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
  };
}

export function rescheduleOrder(ctx: CompanyContext, body: Body): Promise<OrderOperationResult> {
  return ctx.scope.transaction(async (tx) => {
    const order = await companyTransition(ctx, tx, {
      orderId: body.order_id,
      operation: 'reschedule',
      note: body.reason ?? null,
      apply: ({ scope, order }) => rescheduledSlot(scope, order, body, ctx.now),
    });
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.rescheduled'));
  });
}
