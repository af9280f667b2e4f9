import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { messageKey } from '../messages';
import { PAYMENT_METHODS } from '../money';
import { ORDER_LIMITS } from './order-fields';
import { ORDER_RULES } from './order-permissions';
import { createOrderBodySchema } from './order-requests';
import { orderOperationResultSchema } from './order-schemas';
import { ORDER_SHIFTS } from './order-vocabulary';

// Issue 32.6 (ADR 0063): the one-time order form kept as a draft on the server, one per user. The form saves it
// while the user types; at submit the API prices the draft again and checks its slot: what no longer holds makes
// the draft `draft_failed` (DOMAIN.md §6 draft → draft_failed, actor S) with a reason the form shows with its fix.
// A draft is never an order: it sits in its own table, so no list, dashboard, invoice or queue of orders sees it.

/** The draft's two statuses, those of the order machine before an order exists. */
export const ORDER_DRAFT_STATUSES = ['draft', 'draft_failed'] as const;
export type OrderDraftStatus = (typeof ORDER_DRAFT_STATUSES)[number];

/** Why a submitted draft failed: each has its fix in the form (accept the price, pick a slot, change the lines). */
export const DRAFT_FAILURE_REASONS = ['price_changed', 'slot_unavailable', 'service_unavailable'] as const;
export type DraftFailureReason = (typeof DRAFT_FAILURE_REASONS)[number];

const text = (max: number) =>
  v.optional(v.pipe(v.string(messageKey('validation.string')), v.maxLength(max, messageKey('validation.invalid'))));
const uuid = v.pipe(v.string(messageKey('validation.string')), v.uuid(messageKey('validation.uuid')));
const quantity = v.nullable(
  v.pipe(v.number(messageKey('validation.number')), v.integer(messageKey('validation.integer')), v.minValue(0)),
);

/** What the half-filled form holds: anything may still be missing (a quantity being typed is null). */
export const orderDraftFormSchema = v.object({
  branch_id: v.nullable(uuid),
  lines: v.pipe(
    v.array(
      v.object({
        service_id: uuid,
        quantity,
        products: v.optional(v.array(v.object({ product_id: uuid, quantity }))),
      }),
    ),
    v.maxLength(ORDER_LIMITS.services.max, messageKey('validation.max_items', { n: ORDER_LIMITS.services.max })),
  ),
  date: text(10),
  slot: text(5),
  shift: v.optional(v.picklist(ORDER_SHIFTS)),
  notes: text(ORDER_LIMITS.notes.max),
  coupon: text(ORDER_LIMITS.coupon.max),
  /** An offer order's offer (ADR 0070). */
  offer_id: v.optional(uuid),
  payment_method: v.optional(v.picklist(PAYMENT_METHODS)),
});
export type OrderDraftForm = v.InferOutput<typeof orderDraftFormSchema>;

/** PUT company/orders/draft: the form as it is; `accept_price` takes the price of today (after price_changed). */
export const saveOrderDraftBodySchema = v.object({
  form: orderDraftFormSchema,
  accept_price: v.optional(v.boolean()),
});
export type SaveOrderDraftBody = v.InferInput<typeof saveOrderDraftBodySchema>;

export const orderDraftSchema = v.object({
  id: v.string(),
  status: v.picklist(ORDER_DRAFT_STATUSES),
  form: orderDraftFormSchema,
  /** Halalas: the price the user was shown for the draft's branch, lines and coupon; null until they price. */
  priced_total: v.nullable(v.number()),
  failure: v.nullable(
    v.object({
      reason: v.picklist(DRAFT_FAILURE_REASONS),
      /** In the caller's language, with the fix. */
      message: v.string(),
      /** price_changed: the total of today. */
      new_total: v.nullable(v.number()),
    }),
  ),
  updated_at: v.string(),
});
export type OrderDraft = v.InferOutput<typeof orderDraftSchema>;

/** POST company/orders/draft/submit: the order placed (the draft is gone), or the draft as it failed. */
export const submitOrderDraftResultSchema = v.object({
  submitted: v.nullable(orderOperationResultSchema),
  draft: v.nullable(orderDraftSchema),
});
export type SubmitOrderDraftResult = v.InferOutput<typeof submitOrderDraftResultSchema>;

const path = 'company/orders/draft';
const tag = 'orders';
// Keeping a draft is part of creating an order: the same one rule (ORDER_RULES.orderCreate).
const access = { ability: ORDER_RULES.orderCreate };

export const ORDER_DRAFT_ENDPOINTS = {
  get: endpoint({
    operationId: 'getOrderDraft',
    method: 'GET',
    path,
    access,
    summary: 'The caller’s draft of the one-time order form (null when none, or its branch is outside their limit)',
    tag,
    response: v.nullable(orderDraftSchema),
  }),
  save: endpoint({
    operationId: 'saveOrderDraft',
    method: 'PUT',
    path,
    access,
    summary: 'Keeps the half-filled order form as the caller’s draft (a failed draft becomes a draft again)',
    tag,
    body: saveOrderDraftBodySchema,
    response: orderDraftSchema,
    message: 'orders.draft_saved',
  }),
  discard: endpoint({
    operationId: 'discardOrderDraft',
    method: 'DELETE',
    path,
    access,
    summary: 'Discards the caller’s draft',
    tag,
    response: v.null(),
    message: 'orders.draft_discarded',
  }),
  submit: endpoint({
    operationId: 'submitOrderDraft',
    method: 'POST',
    path: `${path}/submit`,
    access,
    summary:
      'Submits the draft as a one-time order (Idempotency-Key) after pricing it again and checking its slot; what no longer holds stores it as draft_failed with the reason',
    tag,
    body: createOrderBodySchema,
    response: submitOrderDraftResultSchema,
    idempotent: true,
  }),
} as const;
