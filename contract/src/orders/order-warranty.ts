import * as v from 'valibot';
import { formObject, requiredText } from '../fields';
import { messageKey } from '../messages';
import { shiftField, slotField, visitDateField } from './order-fields';
import type { OrderMessageKey } from './order-messages';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from './order-vocabulary';

// Warranty orders (issue 32.2, ADR 0069): a free visit opened on a completed order within its warranty period,
// linked to it both ways, running through the same state machine as any order. One rule, read by the API (which
// decides, in the transaction that locks the original) and by the order page (which shows the action only then).

/** Days after completion a company may ask for a warranty visit (the catalog has no per-service period). */
export const WARRANTY_DAYS = 30;
const DAY_MS = 86_400_000;

/** Statuses of a finished order the warranty covers (rating it does not end the warranty). */
export const WARRANTY_ORIGIN_STATUSES = ['completed', 'rated'] as const satisfies readonly OrderStatus[];
/** Statuses of a warranty order that is over: another one may then be opened. */
const CLOSED_WARRANTY_STATUSES: readonly OrderStatus[] = ['completed', 'rated', 'canceled', 'failed', 'draft_failed'];

export const isWarrantyOpen = (status: OrderStatus) => !CLOSED_WARRANTY_STATUSES.includes(status);

/** The last instant of the warranty of an order completed at `completedAt` (ISO). */
export const warrantyEnds = (completedAt: string) =>
  new Date(Date.parse(completedAt) + WARRANTY_DAYS * DAY_MS).toISOString();

export interface WarrantyFacts {
  type: OrderType;
  status: OrderStatus;
  /** When the order became completed (ISO), null when it never was. */
  completed_at: string | null;
  /** A warranty order of it is still open (not completed, canceled or failed). */
  open_warranty: boolean;
}

/** Why a warranty order may not be opened on this order now (an ./order-messages key), or null when it may. */
export function warrantyRefusal(order: WarrantyFacts, now: Date): OrderMessageKey | null {
  if (order.type === 'warranty') return 'orders.warranty.of_warranty';
  if (!(WARRANTY_ORIGIN_STATUSES as readonly OrderStatus[]).includes(order.status) || !order.completed_at) {
    return 'orders.warranty.not_completed';
  }
  if (now.getTime() > Date.parse(warrantyEnds(order.completed_at))) return 'orders.warranty.expired';
  if (order.open_warranty) return 'orders.warranty.already_open';
  return null;
}

/** What the order page shows of the link: the original of a warranty order, or the warranty orders of an order. */
const linkedOrderSchema = v.object({
  reference: v.string(),
  status: v.picklist(ORDER_STATUSES),
  date: v.string(),
  created_at: v.string(),
});
export type WarrantyLinkedOrder = v.InferOutput<typeof linkedOrderSchema>;

export const orderWarrantySchema = v.object({
  /** A warranty order: the order it is the warranty of. */
  of: v.nullable(v.object({ reference: v.string() })),
  /** The warranty orders opened on this order, oldest first. */
  orders: v.array(linkedOrderSchema),
  /** When the order was completed and until when its warranty runs (ISO); null when it never completed. */
  completed_at: v.nullable(v.string()),
  ends_at: v.nullable(v.string()),
  /** The API's answer to "may a warranty order be opened now?" (null: yes), for the page's action. */
  refusal: v.nullable(v.string()),
});
export type OrderWarranty = v.InferOutput<typeof orderWarrantySchema>;

export const WARRANTY_PROBLEM_MAX = 1_000;

/** POST company/orders/warranty: the problem that came back and a free slot at the original's branch. */
export const openWarrantyBodySchema = formObject({
  order_id: v.pipe(v.string(messageKey('validation.required')), v.uuid(messageKey('validation.uuid'))),
  problem: requiredText(WARRANTY_PROBLEM_MAX),
  date: visitDateField,
  slot: slotField,
  shift: shiftField,
});
export type OpenWarrantyBody = v.InferInput<typeof openWarrantyBodySchema>;
