import { eq, isNull, sql } from 'drizzle-orm';
import { coupons, couponUses } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import type { CouponRow } from './order-coupon';

// A coupon's use is written in the transaction of the order that takes it, after checkCoupon locked the coupon's
// row ('claim'); a canceled order gives it back in the cancel's transaction (ADR 0060).

export async function recordCouponUse(
  tx: CompanyScope,
  coupon: CouponRow,
  use: { orderId: string; discount: number },
  now: Date,
): Promise<void> {
  await tx
    .insert(couponUses)
    .values({ couponId: coupon.id, orderId: use.orderId, discount: use.discount, usedAt: now });
  await tx.db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, coupon.id));
}

/** The canceled order's use goes back to its coupon (once: a use already given back stays so). */
export async function giveCouponBack(scope: CompanyScope, orderId: string, now: Date): Promise<void> {
  const [returned] = await scope
    .update(couponUses, { returnedAt: now }, eq(couponUses.orderId, orderId), isNull(couponUses.returnedAt))
    .returning({ couponId: couponUses.couponId });
  if (!returned) return;
  await scope.db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(eq(coupons.id, returned.couponId));
}
