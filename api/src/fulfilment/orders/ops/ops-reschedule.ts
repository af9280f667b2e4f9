import type { OpsRescheduleBody, OrderOperationResult } from '@portal/contract';
import { localized } from '../../../messaging/notifications/notify-company';
import type { SignedInContext } from '../../../platform/http/request-context';
import { operationResult } from '../operations/operation-result';
import { rescheduledSlot } from '../operations/reschedule-order';
import { auditOrder } from './ops-order-steps';
import { opsStepOnce } from './ops-step-once';

// POST ops/orders/:id/reschedule: the machine's reschedule rows allow ops (actor O) like the client, with the same
// rules — a free slot of the same length under the day's lock, the assigned provider free at it (no double
// booking); before on_the_way the status stays (the company is still told), on the way or arrived the order goes
// back to assigned. With an Idempotency-Key a retry gets the first answer.

export async function opsReschedule(
  ctx: SignedInContext,
  orderId: string,
  body: OpsRescheduleBody,
  idempotencyKey: string | null = null,
): Promise<OrderOperationResult> {
  const step = { orderId, key: idempotencyKey, route: 'reschedule', body };
  return opsStepOnce(ctx, step, async (tx, transition) => {
    const order = await transition({
      operation: 'reschedule',
      note: body.reason ?? null,
      apply: ({ scope: locked, order }) => rescheduledSlot(locked, order, body, ctx.now),
      // An in-time reschedule keeps the status: the company is still told the visit moved (issue 27.4).
      sameStatusNotice: async (order) =>
        localized('orders.notify.rescheduled_body', {
          reference: order.reference,
          date: String(order.visitDate).slice(0, 10),
          time: order.time,
        }),
    });
    await auditOrder(tx, ctx, 'order.reschedule', order, {
      date: body.date,
      shift: body.shift,
      slot: body.slot,
      reason: body.reason ?? null,
    });
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.rescheduled'));
  });
}
