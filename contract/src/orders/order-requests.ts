import * as v from 'valibot';
import { formObject, uuidField } from '../fields';
import { exportQueryEntries, keysetEntries, listQueryEntries, sortByEntry } from '../list-query';
import { messageKey } from '../messages';
import { dateFilterField, PAYMENT_METHODS, PAYMENT_STATUSES } from '../money';
import { reasonCodeField, reasonTextGiven } from '../order-reasons';
import {
  ORDER_LIMITS,
  optionalOrderText,
  orderIntegerField,
  orderServicesField,
  shiftField,
  slotField,
  visitDateField,
} from './order-fields';
import type { OrderMessageKey } from './order-messages';
import { offerIdField } from './order-offer';
import { ORDER_TRANSITION_OPERATIONS } from './order-state-machine';
import { ORDER_CHANGE_DECISIONS, ORDER_STATUSES, ORDER_TYPES } from './order-vocabulary';

// The requests of the orders API (spec §7 company/orders/*, company/timeslots/generate,
// public/providers/workingHours/generate), validated by the API and by the forms with the same schemas.

const orderIdField = v.pipe(v.string(messageKey('validation.required')), v.uuid(messageKey('validation.uuid')));
const branchIdField = v.pipe(
  v.string(messageKey('validation.select_branches')),
  v.uuid(messageKey('validation.select_branches')),
);
const couponField = v.optional(
  v.pipe(
    v.string(messageKey('validation.string')),
    v.trim(),
    v.toUpperCase(),
    v.maxLength(ORDER_LIMITS.coupon.max, messageKey('validation.max_length', { n: ORDER_LIMITS.coupon.max })),
  ),
);

/**
 * POST company/orders/order (Idempotency-Key header): a one-time order at a branch, priced by
 * ../pricing/price-order. Wallet orders are paid in the same transaction (422 insufficient credit otherwise);
 * card and transfer pay an advance once a provider is assigned; cash is collected at completion.
 */
export const createOrderBodySchema = formObject(
  {
    branch_id: branchIdField,
    services: orderServicesField,
    date: visitDateField,
    slot: slotField,
    shift: shiftField,
    notes: optionalOrderText(ORDER_LIMITS.notes.max),
    coupon: couponField,
    /** An offer order (ADR 0070): published, valid today, its service among the lines; no coupon beside it. */
    offer_id: offerIdField,
    payment_method: v.picklist(PAYMENT_METHODS, messageKey('validation.required')),
  },
  { branch_id: 'validation.select_branches', services: 'validation.min_one_service' },
);
export type CreateOrderBody = v.InferInput<typeof createOrderBodySchema>;
export type CreateOrderValues = v.InferOutput<typeof createOrderBodySchema>;

/** POST company/orders/order/price: the authoritative breakdown of the create form (nothing saved). */
export const orderPriceBodySchema = formObject(
  { branch_id: branchIdField, services: orderServicesField, coupon: couponField, offer_id: offerIdField },
  { branch_id: 'validation.select_branches', services: 'validation.min_one_service' },
);
export type OrderPriceBody = v.InferInput<typeof orderPriceBodySchema>;

/**
 * POST company/orders/createPackageVisit: a visit of an active package at one of its branches; consumes one visit
 * (visits packages) or `hours` (hours packages) in the same transaction — not enough left → 422 insufficient credit.
 */
export const createPackageVisitBodySchema = formObject(
  {
    package_id: v.pipe(
      v.string(messageKey('validation.select_package')),
      v.uuid(messageKey('validation.select_package')),
    ),
    branch_id: branchIdField,
    services: orderServicesField,
    date: visitDateField,
    slot: slotField,
    shift: shiftField,
    hours: v.optional(orderIntegerField(ORDER_LIMITS.hours.min, ORDER_LIMITS.hours.max), 1),
    notes: optionalOrderText(ORDER_LIMITS.notes.max),
  },
  {
    package_id: 'validation.select_package',
    branch_id: 'validation.select_branches',
    services: 'validation.min_one_service',
  },
);
export type CreatePackageVisitBody = v.InferInput<typeof createPackageVisitBodySchema>;

/**
 * POST company/orders/updateStatus: the company's only status change is cancel, with a listed reason
 * (public/settings/reason, kind cancel); `other`, or no code, needs the words in `reason` (ADR 0058).
 */
export const updateOrderStatusBodySchema = v.pipe(
  formObject({
    order_id: orderIdField,
    status: v.picklist(['canceled'] as const, messageKey('validation.invalid')),
    reason_code: reasonCodeField,
    reason: optionalOrderText(ORDER_LIMITS.reason.max),
  }),
  v.forward(v.partialCheck([['reason_code'], ['reason']], reasonTextGiven, messageKey('validation.required')), [
    'reason',
  ]),
);
export type UpdateOrderStatusBody = v.InferInput<typeof updateOrderStatusBodySchema>;

/** POST company/orders/rescheduleOrder: reschedule_order before on_the_way, reschedule_late_order after. */
export const rescheduleOrderBodySchema = formObject({
  order_id: orderIdField,
  date: visitDateField,
  slot: slotField,
  shift: shiftField,
  reason: optionalOrderText(ORDER_LIMITS.reason.max),
});
export type RescheduleOrderBody = v.InferInput<typeof rescheduleOrderBodySchema>;

/** How a company pays what is due on an order (cash is recorded by ops, not by the company). */
export const ORDER_PAYMENT_CONFIRM_METHODS = ['wallet', 'credit_card', 'transfer'] as const;
export type OrderPaymentConfirmMethod = (typeof ORDER_PAYMENT_CONFIRM_METHODS)[number];

/**
 * POST company/orders/confirmPayment (Idempotency-Key): JSON { order_id, method: wallet | credit_card } pays the
 * amount due (advance or final, per the status), or multipart with `receipt` for a transfer (ops confirm ≤ 24 h).
 */
export const confirmOrderPaymentFieldsSchema = formObject({
  order_id: orderIdField,
  method: v.picklist(ORDER_PAYMENT_CONFIRM_METHODS, messageKey('validation.required')),
  note: optionalOrderText(ORDER_LIMITS.reason.max),
});
export type ConfirmOrderPaymentFields = v.InferInput<typeof confirmOrderPaymentFieldsSchema>;

/** POST company/orders/checkPayment: asks the card gateway about the order's last card payment. */
export const checkOrderPaymentBodySchema = formObject({ order_id: orderIdField });

/** POST company/orders/approveServiceChanges and approveVisitChanges: the client's answer to a proposal. */
export const decideOrderChangesBodySchema = formObject({
  order_id: orderIdField,
  proposal_id: orderIdField,
  decision: v.picklist(ORDER_CHANGE_DECISIONS, messageKey('validation.invalid')),
});
export type DecideOrderChangesBody = v.InferInput<typeof decideOrderChangesBodySchema>;

/** POST company/orders/updateVisitQuotationStatus */
export const updateVisitQuotationStatusBodySchema = formObject({
  order_id: orderIdField,
  proposal_id: orderIdField,
  status: v.picklist(ORDER_CHANGE_DECISIONS, messageKey('validation.invalid')),
});
export type UpdateVisitQuotationStatusBody = v.InferInput<typeof updateVisitQuotationStatusBodySchema>;

/** POST company/orders/rate: 1–5 stars and an optional comment, once, after completion. */
export const rateOrderBodySchema = formObject({
  order_id: orderIdField,
  rating: orderIntegerField(ORDER_LIMITS.rating.min, ORDER_LIMITS.rating.max),
  comment: optionalOrderText(ORDER_LIMITS.comment.max),
});
export type RateOrderBody = v.InferInput<typeof rateOrderBodySchema>;

export const ORDER_SORTS = ['created_at', 'date', 'reference', 'status', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Filters of the orders list and its export; `q` searches the reference. Dates filter the visit date. */
export const orderFilterEntries = {
  status: v.optional(v.picklist(ORDER_STATUSES, messageKey('validation.invalid'))),
  type: v.optional(v.picklist(ORDER_TYPES, messageKey('validation.invalid'))),
  branch_id: v.optional(uuidField),
  payment_status: v.optional(v.picklist(PAYMENT_STATUSES, messageKey('validation.invalid'))),
  date_from: dateFilterField,
  date_to: dateFilterField,
};
/** A date range ends on or after its start (the message is an ./order-messages key, on date_to). */
const rangeInOrder = (query: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;
const DATE_RANGE_MESSAGE: OrderMessageKey = 'orders.date_range_order';

/** GET company/orders/order */
export const orderListQuerySchema = v.pipe(
  v.object({ ...listQueryEntries, sortBy: sortByEntry(ORDER_SORTS), ...keysetEntries, ...orderFilterEntries }),
  v.forward(v.partialCheck([['date_from'], ['date_to']], rangeInOrder, DATE_RANGE_MESSAGE), ['date_to']),
);
export type OrderListQuery = v.InferInput<typeof orderListQuerySchema>;
/** GET company/orders/order/export */
export const orderExportQuerySchema = v.pipe(
  v.object({ ...exportQueryEntries, sortBy: sortByEntry(ORDER_SORTS), ...orderFilterEntries }),
  v.forward(v.partialCheck([['date_from'], ['date_to']], rangeInOrder, DATE_RANGE_MESSAGE), ['date_to']),
);
export type OrderExportQuery = v.InferInput<typeof orderExportQuerySchema>;

/** POST company/timeslots/generate: the free slots of a day for these services at this branch. */
export const timeSlotsBodySchema = formObject(
  { branch_id: branchIdField, date: visitDateField, services: orderServicesField, shift: v.optional(shiftField) },
  { branch_id: 'validation.select_branches', services: 'validation.min_one_service' },
);
export type TimeSlotsBody = v.InferInput<typeof timeSlotsBodySchema>;

/** POST ops/orders/:id/transition and providers/orders/:id/transition: a step of the machine by O or P. */
export const orderTransitionBodySchema = formObject({
  operation: v.picklist(ORDER_TRANSITION_OPERATIONS, messageKey('validation.invalid')),
  /** fail: a listed reason (public/settings/reason, kind fail); `other` needs the words in `reason`. */
  reason_code: reasonCodeField,
  reason: optionalOrderText(ORDER_LIMITS.reason.max),
  note: optionalOrderText(ORDER_LIMITS.notes.max),
});
export type OrderTransitionBody = v.InferInput<typeof orderTransitionBodySchema>;
