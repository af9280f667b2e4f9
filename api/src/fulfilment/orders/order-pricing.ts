import {
  checkOrderServices,
  type OrderPrice,
  type PricingServiceInput,
  priceOneTimeOrder,
  type Service,
} from '@portal/contract';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError, type FieldErrors, fieldError } from '../../platform/http/app-error';
import { companyServicesWith } from '../../sales/catalog/company-price-read';
import { type CouponAsk, type CouponRow, checkCoupon } from './coupons/order-coupon';
import { checkOffer, type OfferAsk, type OfferRow } from './offers/order-offer';
import type { OrderBranch } from './order-branch';

// The authoritative price of a one-time order: the catalog rows of its services (the same rows the create form
// fetched, at the company's negotiated prices: ADR 0071), checked and priced by the contract's one pricing function
// (contract/src/pricing/price-order), with its coupon or its offer (ADR 0070: never both).

export interface PricedOrder {
  price: OrderPrice;
  /** The catalog rows of the order's services, by id. */
  catalog: Map<string, Service>;
  /** The coupon row checked (locked when asked with 'claim'); null without a coupon. */
  coupon: CouponRow | null;
  /** The offer the order is placed on (ADR 0070); null without one. */
  offer: OfferRow | null;
}

const invalid = (fields: FieldErrors) => new AppError(422, 'errors.validation', { fields });

/** Catalog rows of the lines' services; unknown ones and quantities out of bounds are 422s on their fields. */
export async function orderCatalog(
  scope: CompanyScope,
  branch: OrderBranch,
  lines: readonly PricingServiceInput[],
  now: Date,
): Promise<Map<string, Service>> {
  const services = await companyServicesWith(scope, { ids: [...new Set(lines.map((line) => line.service_id))] }, now);
  const fields: FieldErrors = {};
  for (const issue of checkOrderServices(branch.pricing, lines, services)) {
    fields[issue.path] = [...(fields[issue.path] ?? []), issue.message];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return new Map(services.map((service) => [service.id, service]));
}

export async function priceOrder(
  scope: CompanyScope,
  branch: OrderBranch,
  lines: readonly PricingServiceInput[],
  couponAsk: CouponAsk | null,
  now: Date,
  offerAsk: OfferAsk | null = null,
): Promise<PricedOrder> {
  const catalog = await orderCatalog(scope, branch, lines, now);
  // An offer order takes no coupon: refused before the coupon's row is read (or locked).
  const offer = offerAsk ? await checkOffer(scope.db, offerAsk, { lines, coupon: couponAsk !== null }, now) : null;
  const coupon = couponAsk ? await checkCoupon(scope.db, couponAsk, now) : null;
  const catalogRows = [...catalog.values()];
  const price = priceOneTimeOrder(branch.pricing, lines, catalogRows, coupon?.coupon ?? null, offer?.offer ?? null);
  // Every bound at its maximum at once would leave exact integers behind: refuse rather than round money.
  if (!Number.isSafeInteger(price.total)) throw fieldError('services', 'validation.invalid');
  return { price, catalog, coupon: coupon?.row ?? null, offer: offer?.row ?? null };
}
