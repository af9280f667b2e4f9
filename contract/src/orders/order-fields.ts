import * as v from 'valibot';
import { messageKey } from '../messages';
import { ORDER_SHIFTS } from './order-vocabulary';

// Field building blocks of the order requests. Every message is a key from ../messages.

/** ORD-2026-000123: per company, per year, gap-free (the id of route b2b-orders-view-id). */
export const ORDER_REFERENCE_PATTERN = /^ORD-\d{4}-\d{6}$/;

/** The reference of the n-th order of a year. */
export function orderReference(year: number, sequence: number): string {
  return `ORD-${year}-${String(sequence).padStart(6, '0')}`;
}

export const ORDER_LIMITS = {
  services: { max: 50 },
  quantity: { max: 100_000 },
  productQuantity: { min: 1, max: 1_000 },
  notes: { max: 1_000 },
  reason: { max: 500 },
  comment: { max: 1_000 },
  coupon: { max: 40 },
  rating: { min: 1, max: 5 },
  /** Hours a package visit of an hours package may use. */
  hours: { min: 1, max: 24 },
} as const;

export const orderIntegerField = (min: number, max: number) =>
  v.pipe(
    v.number(messageKey('validation.number')),
    v.integer(messageKey('validation.integer')),
    v.minValue(min, messageKey('validation.between', { min, max })),
    v.maxValue(max, messageKey('validation.between', { min, max })),
  );

export const optionalOrderText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(messageKey('validation.string')),
      v.trim(),
      v.maxLength(max, messageKey('validation.max_length', { n: max })),
    ),
  );

/** Whether a `YYYY-MM-DD` text is a real calendar day (valibot's isoDate is a pattern: it lets 02-30 through). */
export function isCalendarDate(date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** `YYYY-MM-DD`, Riyadh; the API checks it is not in the past and within MAX_BOOKING_DAYS. */
export const visitDateField = v.pipe(
  v.string(messageKey('validation.required')),
  v.trim(),
  v.isoDate(messageKey('validation.date')),
  v.check(isCalendarDate, messageKey('validation.date')),
);

/** `HH:MM`, Riyadh: the start of a slot from company/timeslots/generate. */
export const slotField = v.pipe(
  v.string(messageKey('validation.required')),
  v.trim(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageKey('validation.invalid')),
);

export const shiftField = v.picklist(ORDER_SHIFTS, messageKey('validation.invalid'));

/** One ordered service: its minimum quantity is checked against the catalog (checkOrderServices). */
export const orderServiceLineSchema = v.object({
  service_id: v.pipe(v.string(messageKey('validation.select_services')), v.uuid(messageKey('validation.uuid'))),
  quantity: orderIntegerField(1, ORDER_LIMITS.quantity.max),
  products: v.optional(
    v.array(
      v.object({
        product_id: v.pipe(v.string(messageKey('validation.uuid')), v.uuid(messageKey('validation.uuid'))),
        quantity: orderIntegerField(ORDER_LIMITS.productQuantity.min, ORDER_LIMITS.productQuantity.max),
      }),
    ),
    [],
  ),
});

/** Spec §5 'A minimum of one service must be added'. */
export const orderServicesField = v.pipe(
  v.array(orderServiceLineSchema, messageKey('validation.min_one_service')),
  v.minLength(1, messageKey('validation.min_one_service')),
  v.maxLength(ORDER_LIMITS.services.max, messageKey('validation.max_items', { n: ORDER_LIMITS.services.max })),
);
