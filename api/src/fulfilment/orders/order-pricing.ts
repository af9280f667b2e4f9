import {
  checkOrderServices,
  type OrderCoupon,
  type OrderPrice,
  type PricingServiceInput,
  priceOneTimeOrder,
  riyadhDate,
  type Service,
} from '@portal/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { coupons } from '../../platform/db/schema/index';
import { AppError, type FieldErrors, fieldError } from '../../platform/http/app-error';
import { servicesWith } from '../../sales/catalog/catalog-queries';
import type { OrderBranch } from './order-branch';

// The authoritative price of a one-time order: the catalog rows of its services (the same rows the create form
// fetched), checked and priced by the contract's one pricing function (contract/src/pricing/price-order).

export interface PricedOrder {
  price: OrderPrice;
  /** The catalog rows of the order's services, by id. */
  catalog: Map<string, Service>;
}

const invalid = (fields: FieldErrors) => new AppError(422, 'errors.validation', { fields });

/** Catalog rows of the lines' services; unknown ones and quantities out of bounds are 422s on their fields. */
export async function orderCatalog(
  db: Queryable,
  branch: OrderBranch,
  lines: readonly PricingServiceInput[],
): Promise<Map<string, Service>> {
  const services = await servicesWith(db, { ids: [...new Set(lines.map((line) => line.service_id))] });
  const fields: FieldErrors = {};
  for (const issue of checkOrderServices(branch.pricing, lines, services)) {
    fields[issue.path] = [...(fields[issue.path] ?? []), issue.message];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return new Map(services.map((service) => [service.id, service]));
}

/** A coupon valid today (Riyadh), or a 422 on `coupon`. */
async function orderCoupon(db: Queryable, code: string | undefined, now: Date): Promise<OrderCoupon | null> {
  if (!code) return null;
  const today = riyadhDate(now);
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.isActive, true),
        lte(coupons.validFrom, today),
        gte(coupons.validTo, today),
      ),
    );
  if (!row) throw fieldError('coupon', 'orders.coupon_invalid');
  return { code: row.code, discount_bp: row.discountBp, max_discount: row.maxDiscount };
}

export async function priceOrder(
  db: Queryable,
  branch: OrderBranch,
  lines: readonly PricingServiceInput[],
  couponCode: string | undefined,
  now: Date,
): Promise<PricedOrder> {
  const catalog = await orderCatalog(db, branch, lines);
  const coupon = await orderCoupon(db, couponCode, now);
  const price = priceOneTimeOrder(branch.pricing, lines, [...catalog.values()], coupon);
  // Every bound at its maximum at once would leave exact integers behind: refuse rather than round money.
  if (!Number.isSafeInteger(price.total)) throw fieldError('services', 'validation.invalid');
  return { price, catalog };
}
