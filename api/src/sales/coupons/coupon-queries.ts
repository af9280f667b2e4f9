import type { CouponState, OpsCoupon, OpsCouponUse, opsCouponListQuerySchema } from '@portal/contract';
import { riyadhDate } from '@portal/contract';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { companies, coupons, couponUses, orders } from '../../platform/db/schema/index';
import { notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/list-query';

// What the console reads of the coupons (ADR 0074): each coupon with its uses, limits and state today, and the
// orders that used one. Ops read across companies through the system door (coupon_uses is company-owned).

/** The state today (Riyadh), in the order COUPON_STATES gives: the first that holds. */
function couponState(today: string): SQL<CouponState> {
  return sql<CouponState>`case
    when not ${coupons.isActive} then 'paused'
    when ${coupons.validTo} < ${today}::date then 'expired'
    when ${coupons.maxUses} is not null and ${coupons.usedCount} >= ${coupons.maxUses} then 'used_up'
    when ${coupons.validFrom} > ${today}::date then 'not_started'
    else 'active' end`;
}

/** The outer row named in full: a one-table select renders its columns unqualified, which the subquery would take as its own. */
const everUsed = sql<boolean>`exists (select 1 from ${couponUses} where ${couponUses.couponId} = "coupons"."id")`;

const columns = (today: string) => ({
  id: coupons.id,
  code: coupons.code,
  discount_bp: coupons.discountBp,
  max_discount: coupons.maxDiscount,
  valid_from: coupons.validFrom,
  valid_to: coupons.validTo,
  active: coupons.isActive,
  max_uses: coupons.maxUses,
  max_uses_per_company: coupons.maxUsesPerCompany,
  used_count: coupons.usedCount,
  ever_used: everUsed,
  state: couponState(today),
  createdAt: coupons.createdAt,
});

type Row = Omit<OpsCoupon, 'created_at'> & { createdAt: Date };
const toOpsCoupon = ({ createdAt, ...row }: Row): OpsCoupon => ({ ...row, created_at: createdAt.toISOString() });

/** One coupon as the console shows it; an unknown id is a 404. */
export async function opsCoupon(db: Queryable, id: string, now: Date): Promise<OpsCoupon> {
  const [row] = await db
    .select(columns(riyadhDate(now)))
    .from(coupons)
    .where(eq(coupons.id, id));
  if (!row) throw notFound();
  return toOpsCoupon(row);
}

export async function listOpsCoupons(
  db: Queryable,
  query: v.InferOutput<typeof opsCouponListQuerySchema>,
  now: Date,
): Promise<{ items: OpsCoupon[]; total: number }> {
  const today = riyadhDate(now);
  const where = and(
    query.q ? ilike(coupons.code, containsPattern(query.q)) : undefined,
    query.state ? sql`${couponState(today)} = ${query.state}` : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select(columns(today))
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  return { items: rows.map(toOpsCoupon), total: total?.n ?? 0 };
}

/** The orders that used the coupon, newest first, with their company; a use given back keeps its row. */
export async function listOpsCouponUses(
  db: Queryable,
  couponId: string,
  query: { page: number; perPage: number },
): Promise<{ items: OpsCouponUse[]; total: number }> {
  const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw notFound();
  const limit = query.perPage;
  const offset = (query.page - 1) * query.perPage;
  const rows = await db
    .select({
      id: couponUses.id,
      companyId: companies.id,
      nameAr: companies.nameAr,
      nameEn: companies.nameEn,
      orderId: orders.id,
      reference: orders.reference,
      discount: couponUses.discount,
      usedAt: couponUses.usedAt,
      returnedAt: couponUses.returnedAt,
    })
    .from(couponUses)
    .innerJoin(companies, eq(companies.id, couponUses.companyId))
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(eq(couponUses.couponId, couponId))
    .orderBy(desc(couponUses.usedAt), desc(couponUses.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(couponUses).where(eq(couponUses.couponId, couponId));
  return {
    items: rows.map((row) => ({
      id: row.id,
      company: { id: row.companyId, name: { ar: row.nameAr, en: row.nameEn } },
      order: { id: row.orderId, reference: row.reference },
      discount: row.discount,
      used_at: row.usedAt.toISOString(),
      returned_at: row.returnedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}
