import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, pgView, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, moment } from './columns';

// Platform data the orders need besides the orders themselves (migration 0012): the coupons a one-time order may
// carry, and the providers' bookings as one cross-company read model.

/** Spec §3 order coupon: basis points off the subtotal before VAT, optionally capped, within its dates. */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    /** Upper case (the request schema upper-cases what the client types). */
    code: text('code').notNull().unique(),
    discountBp: integer('discount_bp').notNull(),
    /** Halalas; null = no cap. */
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    /** Riyadh dates, inclusive. */
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('coupons_discount', sql`${table.discountBp} > 0 AND ${table.discountBp} <= 10000`),
    check('coupons_dates', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);

/**
 * The visits that hold a provider's time (orders neither final nor completed), across companies: a provider's
 * calendar is platform data. Only the slot and the provider leave the orders table (no company, reference or
 * amount), so slot generation reads every company's bookings inside the caller's company transaction without
 * going around the company scope. `provider_id` is null until ops assign one; the slot still takes a provider.
 * Created by hand in migration 0012 (drizzle-kit does not diff views declared `existing`).
 */
export const providerBookings = pgView('provider_bookings', {
  orderId: uuid('order_id').notNull(),
  providerId: uuid('provider_id'),
  visitDate: date('visit_date').notNull(),
  startsAt: moment('starts_at').notNull(),
  endsAt: moment('ends_at').notNull(),
  createdAt: createdAtColumn(),
}).existing();
