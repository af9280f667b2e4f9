import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, pgView, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, moment, partOf } from './columns';
import { orders } from './orders';

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
    /** Uses allowed in total and per company (migration 0040); null = no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerCompany: integer('max_uses_per_company'),
    /** Uses not given back, changed only with the coupon row locked (ADR 0060). */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('coupons_discount', sql`${table.discountBp} > 0 AND ${table.discountBp} <= 10000`),
    check('coupons_dates', sql`${table.validTo} >= ${table.validFrom}`),
  ],
);

/** One use of a coupon by one order (ADR 0060): written in the order's transaction, given back when it is canceled. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: idColumn(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    /** Halalas the coupon took off the order. */
    discount: bigint('discount', { mode: 'number' }).notNull(),
    usedAt: moment('used_at').notNull(),
    returnedAt: moment('returned_at'),
  },
  (table) => [
    unique('coupon_uses_order_unique').on(table.orderId),
    index('coupon_uses_coupon_company_idx').on(table.couponId, table.companyId),
    check('coupon_uses_discount', sql`${table.discount} >= 0`),
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
