import type { createCouponBodySchema, OpsCoupon, updateCouponBodySchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { recordOpsAction } from '../../back-office/ops/audit/record-ops-action';
import type { Db, Queryable } from '../../platform/db/database';
import { coupons, couponUses } from '../../platform/db/schema/index';
import { mapUniqueViolation } from '../../platform/db/unique-violation';
import { fieldError, notFound } from '../../platform/http/app-error';
import type { SignedInContext } from '../../platform/http/request-context';
import { opsCoupon } from './coupon-queries';

// The console's coupon changes (ADR 0074): create, and change dates, limits, cap and pause. Each is one transaction
// with its ops audit row. A change takes the coupon row's lock, the lock an order's claim takes (ADR 0060), so a limit
// is compared with a used count no order is changing. Once any order used the coupon, its code and percent stay:
// the invoices and the orders already name them.

type CreateBody = v.InferOutput<typeof createCouponBodySchema>;
type UpdateBody = v.InferOutput<typeof updateCouponBodySchema>;
type CouponRow = typeof coupons.$inferSelect;

const system = (ctx: SignedInContext): Db => ctx.systemDb('ops: the coupons');
const codeTaken = { coupons_code_unique: { field: 'code', key: 'ops.coupon_code_taken' } } as const;

/** The audit's particulars of a coupon: the percent as people say it, money in halalas. */
function described(row: Pick<CouponRow, 'code' | 'discountBp' | 'maxDiscount' | 'validFrom' | 'validTo'> & Limits) {
  return {
    code: row.code,
    percent: row.discountBp / 100,
    max_discount: row.maxDiscount,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    max_uses: row.maxUses,
    max_uses_per_company: row.maxUsesPerCompany,
    active: row.isActive,
  };
}
type Limits = Pick<CouponRow, 'maxUses' | 'maxUsesPerCompany' | 'isActive'>;

async function codeInUse(db: Queryable, code: string, except?: string): Promise<boolean> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row !== undefined && row.id !== except;
}

export function createCoupon(ctx: SignedInContext, body: CreateBody): Promise<OpsCoupon> {
  return mapUniqueViolation(codeTaken, () =>
    system(ctx).transaction(async (tx) => {
      if (await codeInUse(tx, body.code)) throw fieldError('code', 'ops.coupon_code_taken');
      const [row] = await tx
        .insert(coupons)
        .values({
          code: body.code,
          discountBp: body.discount_bp,
          maxDiscount: body.max_discount,
          validFrom: body.valid_from,
          validTo: body.valid_to,
          isActive: body.active,
          maxUses: body.max_uses,
          maxUsesPerCompany: body.max_uses_per_company,
          createdAt: ctx.now,
        })
        .returning();
      const created = row as CouponRow;
      await recordOpsAction(tx, ctx.actor, ctx.now, {
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: created.id,
        companyId: null,
        details: described(created),
      });
      return opsCoupon(tx, created.id, ctx.now);
    }),
  );
}

/** The row after the change: what the body sends, the rest as it is (null clears a limit or the cap). */
function changed(row: CouponRow, body: UpdateBody): CouponRow {
  const pick = <T>(sent: T | undefined, kept: T) => (sent === undefined ? kept : sent);
  return {
    ...row,
    code: pick(body.code, row.code),
    discountBp: pick(body.discount_bp, row.discountBp),
    maxDiscount: pick(body.max_discount, row.maxDiscount),
    validFrom: pick(body.valid_from, row.validFrom),
    validTo: pick(body.valid_to, row.validTo),
    maxUses: pick(body.max_uses, row.maxUses),
    maxUsesPerCompany: pick(body.max_uses_per_company, row.maxUsesPerCompany),
    isActive: pick(body.active, row.isActive),
  };
}

/** Refuses, on its field, a change the coupon's uses forbid; the dates against the kept one too. */
async function checkChange(db: Queryable, row: CouponRow, next: CouponRow): Promise<void> {
  const identityChanged = next.code !== row.code || next.discountBp !== row.discountBp;
  if (identityChanged) {
    const [use] = await db
      .select({ id: couponUses.id })
      .from(couponUses)
      .where(eq(couponUses.couponId, row.id))
      .limit(1);
    if (use && next.code !== row.code) throw fieldError('code', 'ops.coupon_code_locked');
    if (use) throw fieldError('discount_bp', 'ops.coupon_percent_locked');
  }
  if (next.maxUses !== null && next.maxUses < row.usedCount) {
    throw fieldError('max_uses', 'ops.coupon_max_below_used', { n: row.usedCount });
  }
  if (next.validTo < next.validFrom) throw fieldError('valid_to', 'validation.date_not_before');
  if (next.code !== row.code && (await codeInUse(db, next.code, row.id))) {
    throw fieldError('code', 'ops.coupon_code_taken');
  }
}

/** Each field that changed as { from, to }, under the coupon's code. */
function changes(row: CouponRow, next: CouponRow): Record<string, unknown> {
  const before = described(row);
  const after = described(next);
  const diff: Record<string, unknown> = { code: row.code };
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (before[key] !== after[key]) diff[key] = { from: before[key], to: after[key] };
  }
  return diff;
}

export function updateCoupon(ctx: SignedInContext, id: string, body: UpdateBody): Promise<OpsCoupon> {
  return mapUniqueViolation(codeTaken, () =>
    system(ctx).transaction(async (tx) => {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!row) throw notFound();
      const next = changed(row, body);
      await checkChange(tx, row, next);
      await tx
        .update(coupons)
        .set({
          code: next.code,
          discountBp: next.discountBp,
          maxDiscount: next.maxDiscount,
          validFrom: next.validFrom,
          validTo: next.validTo,
          maxUses: next.maxUses,
          maxUsesPerCompany: next.maxUsesPerCompany,
          isActive: next.isActive,
        })
        .where(eq(coupons.id, id));
      await recordOpsAction(tx, ctx.actor, ctx.now, {
        action: 'coupon.update',
        targetType: 'coupon',
        targetId: id,
        companyId: null,
        details: changes(row, next),
      });
      return opsCoupon(tx, id, ctx.now);
    }),
  );
}
