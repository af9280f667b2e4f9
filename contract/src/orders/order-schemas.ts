import * as v from 'valibot';
import { trilingualNameSchema } from '../areas';
import { SERVICE_UNITS } from '../catalog';
import { listResultSchema } from '../list-query';
import { PAYMENT_GATEWAYS, PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from '../money';
import { paymentSchema } from '../payments';
import { orderOfferSchema } from './order-offer';
import { ORDER_TRANSITION_OPERATIONS } from './order-state-machine';
import {
  ORDER_ACTORS,
  ORDER_CHANGE_STATUSES,
  ORDER_SERVICES_STATUSES,
  ORDER_SHIFTS,
  ORDER_STATUSES,
  ORDER_TYPES,
} from './order-vocabulary';
import { orderWarrantySchema } from './order-warranty';

// The order and its services as the API answers them (spec §3 Order, Order service). Money is integer halalas:
// subtotal − discount + VAT = total; total_paid + total_due = total (DOMAIN.md §1).

export const orderServiceSchema = v.object({
  id: v.string(),
  service_id: v.string(),
  name: trilingualNameSchema,
  unit: v.picklist(SERVICE_UNITS),
  quantity: v.number(),
  /** Spec §3 "quantity with a minimum". */
  min_quantity: v.number(),
  /** Halalas per unit, before factors. */
  unit_price: v.number(),
  /** The priced line (../pricing PriceLine.amount). */
  amount: v.number(),
  products: v.array(
    v.object({
      product_id: v.string(),
      name: trilingualNameSchema,
      quantity: v.number(),
      unit_price: v.number(),
      amount: v.number(),
    }),
  ),
});
export type OrderService = v.InferOutput<typeof orderServiceSchema>;

const namedRefSchema = v.object({ id: v.string(), name: v.string() });

export const orderSchema = v.object({
  id: v.string(),
  /** ORD-2026-000123 */
  reference: v.string(),
  type: v.picklist(ORDER_TYPES),
  status: v.picklist(ORDER_STATUSES),
  /** While on_hold: the status it returns to (DOMAIN.md §6). */
  previous_status: v.nullable(v.picklist(ORDER_STATUSES)),
  /** Spec §3 sub status: the last operation's detail (e.g. the hold or failure reason code). */
  sub_status: v.nullable(v.string()),
  services_status: v.picklist(ORDER_SERVICES_STATUSES),
  /** Spec §3 customer: the company user who placed the order. */
  customer: namedRefSchema,
  branch: v.object({ id: v.string(), name: v.string(), code: v.string() }),
  /** Spec §3 location: where the visit happens. */
  location: v.object({
    address: v.nullable(v.string()),
    area: v.nullable(trilingualNameSchema),
    latitude: v.nullable(v.number()),
    longitude: v.nullable(v.number()),
  }),
  /** `YYYY-MM-DD`, `HH:MM`–`HH:MM` Riyadh, and the shift. */
  date: v.string(),
  time: v.string(),
  end_time: v.string(),
  shift: v.picklist(ORDER_SHIFTS),
  provider: v.nullable(v.object({ id: v.string(), name: v.string(), phone: v.nullable(v.string()) })),
  /** Package visits: the package it consumed. */
  package_reference: v.nullable(v.string()),
  coupon_code: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  /** The client's note to the provider (spec §3 client note). */
  client_note: v.nullable(v.string()),
  subtotal: v.number(),
  discount: v.number(),
  vat: v.number(),
  total: v.number(),
  total_paid: v.number(),
  total_due: v.number(),
  payment_status: v.picklist(PAYMENT_STATUSES),
  /** Null for package visits (paid by the package). */
  payment_method: v.nullable(v.picklist(PAYMENT_METHODS)),
  /** The last payment's §4 type (advance, final …), null before any payment. */
  payment_type: v.nullable(v.picklist(PAYMENT_TYPES)),
  gateway: v.nullable(v.picklist(PAYMENT_GATEWAYS)),
  services: v.array(orderServiceSchema),
  rating: v.nullable(v.object({ stars: v.number(), comment: v.nullable(v.string()), rated_at: v.string() })),
  /** Why it was canceled or failed: the listed reason (public/settings/reason) and the person's words. */
  reason_id: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Order = v.InferOutput<typeof orderSchema>;

/** A row of the orders list: the order without its service lines (a count instead). */
export const orderListItemSchema = v.object({
  ...v.omit(orderSchema, ['services']).entries,
  services_count: v.number(),
});
export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;
export const orderListSchema = listResultSchema(orderListItemSchema);

/** The status history tab: one row per transition (who, when, from, to, note). */
export const orderStatusHistorySchema = v.object({
  id: v.string(),
  from: v.nullable(v.picklist(ORDER_STATUSES)),
  to: v.picklist(ORDER_STATUSES),
  operation: v.picklist(ORDER_TRANSITION_OPERATIONS),
  actor: v.picklist(ORDER_ACTORS),
  actor_name: v.nullable(v.string()),
  note: v.nullable(v.string()),
  created_at: v.string(),
});
export type OrderStatusHistoryEntry = v.InferOutput<typeof orderStatusHistorySchema>;

/** The logs tab: every action on the order, status-changing or not (proposals, payments, evidence, reschedules). */
export const orderLogEntrySchema = v.object({
  id: v.string(),
  /** A transition operation (./order-state-machine) or another action name (e.g. proposal_approved). */
  action: v.string(),
  actor: v.picklist(ORDER_ACTORS),
  actor_name: v.nullable(v.string()),
  details: v.record(v.string(), v.unknown()),
  created_at: v.string(),
});
export type OrderLogEntry = v.InferOutput<typeof orderLogEntrySchema>;

/** Spec §4 proposals by a provider or ops that the client approves or rejects (confirmation dialog). */
export const ORDER_PROPOSAL_KINDS = ['service_change', 'visit_change', 'visit_quotation'] as const;
export type OrderProposalKind = (typeof ORDER_PROPOSAL_KINDS)[number];

export const orderProposalSchema = v.object({
  id: v.string(),
  kind: v.picklist(ORDER_PROPOSAL_KINDS),
  status: v.picklist(ORDER_CHANGE_STATUSES),
  proposed_by: v.picklist(['O', 'P'] as const),
  /** Service changes and visit quotations: the services after the change. */
  services: v.array(v.object({ service_id: v.string(), name: trilingualNameSchema, quantity: v.number() })),
  /** Visit changes: the new date and slot. */
  date: v.nullable(v.string()),
  time: v.nullable(v.string()),
  /** Halalas the order's total changes by when approved (repriced through ../pricing). */
  total_difference: v.number(),
  note: v.nullable(v.string()),
  created_at: v.string(),
  decided_at: v.nullable(v.string()),
});
export type OrderProposal = v.InferOutput<typeof orderProposalSchema>;

/** GET company/orders/order/:reference: the order page (its transactions come from the money lists). */
export const orderDetailsSchema = v.object({
  order: orderSchema,
  history: v.array(orderStatusHistorySchema),
  proposals: v.array(orderProposalSchema),
  invoice_ids: v.array(v.string()),
  /**
   * Every payment made for the order (wallet, card, transfer, cash; card attempts that failed too), oldest first;
   * null when the caller may not read payments (MONEY_RULES.paymentsRead).
   */
  payments: v.nullable(v.array(paymentSchema)),
  /** Warranty: the original of a warranty order, the warranty orders of this one, the period (ADR 0069). */
  warranty: orderWarrantySchema,
  /** Offer orders: the offer it was placed on and what its discount took off (ADR 0070); null otherwise. */
  offer: v.nullable(orderOfferSchema),
});
export type OrderDetails = v.InferOutput<typeof orderDetailsSchema>;

/** The answer of every order operation: the order after it and a localized message. */
export const orderOperationResultSchema = v.object({
  order: orderSchema,
  /** Card payments: the gateway's hosted page to open; null otherwise. */
  payment_url: v.nullable(v.string()),
  message: v.string(),
});
export type OrderOperationResult = v.InferOutput<typeof orderOperationResultSchema>;
