import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { uuidField } from './fields';
import { listQueryEntries, listResultSchema } from './list-query';
import { localizedNameSchema } from './login-info';
import { messageKey } from './messages';
import { visitDateField } from './orders/order-fields';
import { ORDER_SHIFTS, ORDER_STATUSES } from './orders/order-vocabulary';

// The dispatch board of the operations console (issue 27.4): a day's visits by time slot, the providers' load, and
// the steps ops take on them. The steps themselves are the ops order endpoints (ORDER_OPS_PATHS): transition confirm
// (the slot is accepted), assignProvider (assign, or re-assign with a reason), transition fail_assignment (a reason),
// reschedule; the board only reads here.

/**
 * The steps the board offers, when the machine allows them for actor O (the API answers which, per visit); `fail`
 * (the visit failed, a listed fail reason: ADR 0058, transition fail) ends the order.
 */
export const DISPATCH_OPERATIONS = ['confirm', 'assign_provider', 'fail_assignment', 'reschedule', 'fail'] as const;
export type DispatchOperation = (typeof DISPATCH_OPERATIONS)[number];

/** The status filter: an order status, or `unassigned` (a visit still waiting for a provider). */
export const DISPATCH_STATUS_FILTERS = ['unassigned', ...ORDER_STATUSES] as const;

/** GET ops/dispatch/orders: one day, unassigned first, then by slot; filters area, service, status. */
export const dispatchOrderQuerySchema = v.object({
  ...listQueryEntries,
  date: visitDateField,
  area_id: v.optional(uuidField),
  service_id: v.optional(uuidField),
  status: v.optional(v.picklist(DISPATCH_STATUS_FILTERS, messageKey('validation.invalid'))),
});
export type DispatchOrderQuery = v.InferInput<typeof dispatchOrderQuerySchema>;

const namedRef = v.object({ id: v.string(), name: trilingualNameSchema });

export const dispatchOrderSchema = v.object({
  id: v.string(),
  reference: v.string(),
  status: v.picklist(ORDER_STATUSES),
  company: v.object({ id: v.string(), name: localizedNameSchema }),
  branch_name: v.string(),
  area: v.nullable(trilingualNameSchema),
  visit_date: v.string(),
  time: v.string(),
  end_time: v.string(),
  shift: v.picklist(ORDER_SHIFTS),
  starts_at: v.string(),
  ends_at: v.string(),
  services: v.array(namedRef),
  provider: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** No provider yet and the machine still lets ops assign one. */
  needs_provider: v.boolean(),
  /** The board's steps the order machine allows ops now (the API still checks the guards). */
  operations: v.array(v.picklist(DISPATCH_OPERATIONS)),
});
export type DispatchOrder = v.InferOutput<typeof dispatchOrderSchema>;
export const dispatchOrderListSchema = listResultSchema(dispatchOrderSchema);

/** GET ops/dispatch/day: the providers' day and the filters' choices for it. */
export const dispatchDayQuerySchema = v.object({ date: visitDateField });

const bookingSchema = v.object({
  order_id: v.string(),
  reference: v.string(),
  status: v.picklist(ORDER_STATUSES),
  time: v.string(),
  end_time: v.string(),
  shift: v.picklist(ORDER_SHIFTS),
  starts_at: v.string(),
  ends_at: v.string(),
});

export const dispatchProviderSchema = v.object({
  id: v.string(),
  name: v.string(),
  phone: v.nullable(v.string()),
  /** The provider's working hours that day (empty: not working). */
  hours: v.array(v.object({ start: v.string(), end: v.string() })),
  /** Visits held that day, by time. */
  visits: v.array(bookingSchema),
  /** Visits per shift (the load ops balance). */
  by_shift: v.object({ morning: v.number(), evening: v.number() }),
  /** Minutes booked out of the minutes worked that day. */
  booked_minutes: v.number(),
  working_minutes: v.number(),
});
export type DispatchProvider = v.InferOutput<typeof dispatchProviderSchema>;

const countedRef = v.object({ id: v.string(), name: trilingualNameSchema, count: v.number() });

export const dispatchDaySchema = v.object({
  date: v.string(),
  totals: v.object({ orders: v.number(), unassigned: v.number() }),
  providers: v.array(dispatchProviderSchema),
  /** The areas and services of the day's visits, for the filters. */
  areas: v.array(countedRef),
  services: v.array(countedRef),
});
export type DispatchDay = v.InferOutput<typeof dispatchDaySchema>;

/** GET ops/dispatch/orders/:id/slots?date=: free slots of the visit's length (the assigned provider free at them). */
export const dispatchSlotsQuerySchema = v.object({ date: visitDateField });

/** Reasons kept short: the audit row and the order history carry them. */
const reasonField = v.pipe(
  v.string(messageKey('validation.required')),
  v.trim(),
  v.minLength(1, messageKey('validation.required')),
  v.maxLength(500, messageKey('validation.max_length', { n: 500 })),
);
/** POST ops/orders/:id/assignProvider: a re-assignment (the visit had a provider) needs a reason. */
export const assignProviderBodySchema = v.object({ provider_id: uuidField, reason: v.optional(reasonField) });
export type AssignProviderBody = v.InferInput<typeof assignProviderBodySchema>;
