import { type OrderCoupon, riyadhDate } from '@portal/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { coupons, couponUses } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { fieldError } from '../../../platform/http/app-error';

// Which coupon an order may carry (ADR 0060). The price preview checks it as it stands; the order's own
// transaction checks it again with the coupon's row locked (FOR UPDATE), so two orders racing for the last use
// are served one after the other and the second is refused. Each refusal is a 422 on the `coupon` field.

export type CouponRow = typeof coupons.$inferSelect;

/**
 * preview: checked, nothing locked (the price endpoint). claim: checked with the row locked until the order's
 * transaction ends (placing an order). held: the order already holds a use, so only the dates count (repricing).
 */
export type CouponCheck = 'preview' | 'claim' | 'held';

export interface CouponAsk {
  code: string;
  /** The buying company: its uses are counted through its scope (coupon_uses is company-owned, ADR 0005). */
  scope: CompanyScope;
  check: CouponCheck;
}

export interface CheckedCoupon {
  row: CouponRow;
  coupon: OrderCoupon;
}

/** Uses of the coupon by the company that were not given back. */
function companyUses(scope: CompanyScope, couponId: string): Promise<number> {
  return scope.count(couponUses, eq(couponUses.couponId, couponId), isNull(couponUses.returnedAt));
}

async function couponRow(db: Queryable, code: string, lock: boolean): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The coupon asked for, valid today (Riyadh) and within its limits, or a 422 on `coupon` saying why not. */
export async function checkCoupon(db: Queryable, ask: CouponAsk, now: Date): Promise<CheckedCoupon> {
  const row = await couponRow(db, ask.code, ask.check === 'claim');
  if (!row?.isActive) throw fieldError('coupon', 'orders.coupon_invalid');
  const today = riyadhDate(now);
  if (today > row.validTo) throw fieldError('coupon', 'orders.coupon_expired', { date: row.validTo });
  if (today < row.validFrom) throw fieldError('coupon', 'orders.coupon_not_started', { date: row.validFrom });
  if (ask.check !== 'held') {
    if (row.maxUses !== null && row.usedCount >= row.maxUses) throw fieldError('coupon', 'orders.coupon_used_up');
    const perCompany = row.maxUsesPerCompany;
    if (perCompany !== null && (await companyUses(ask.scope, row.id)) >= perCompany) {
      throw fieldError('coupon', 'orders.coupon_company_limit', { n: perCompany });
    }
  }
  return { row, coupon: { code: row.code, discount_bp: row.discountBp, max_discount: row.maxDiscount } };
}
