import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordEvent } from '../../platform/events/record-event';
import type { OrderRow } from './run-transition';

// A change on an order that keeps its status (a photo from the field, a proposal waiting for the client): the
// company's open order pages refresh live through the stream's ORDER_STATUS_CHANGED (its rule and branch limit,
// contract REALTIME_EVENT_RULES), like a same-status step. The payload has no `to`: no push, WhatsApp or e-mail
// (outbound/order-alerts.ts reads only real status changes), and no bell notification: a photo is not news to ring.

export type OrderChangeAction = 'evidence_attached' | 'proposal_submitted';

export function announceOrderChange(
  scope: CompanyScope,
  order: Pick<OrderRow, 'id' | 'reference' | 'status' | 'branchId'>,
  action: OrderChangeAction,
  now: Date,
): Promise<void> {
  const payload = { reference: order.reference, order_id: order.id, status: order.status, action };
  return recordEvent(scope, { type: 'ORDER_STATUS_CHANGED', payload, createdAt: now, branchId: order.branchId });
}
