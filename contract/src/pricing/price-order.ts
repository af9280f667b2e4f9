import { messageKey } from '../messages';
import { VAT_RATE_BP } from '../money';
import {
  basisPointsOf,
  checkPricingInput,
  type PriceBreakdown,
  type PricedService,
  type PricingInput,
  type PricingIssue,
  type PricingServiceInput,
  priceQuotation,
} from './price-quotation';

// A one-time order is priced by THE pricing function (DOMAIN.md §4), as a visits package of one visit at one
// location over one month: frequency one_time (its premium factor), no location discount. The only addition is
// the coupon, taken off the subtotal before VAT like the package discount. The create-order page runs this for
// the live breakdown and the API for the authoritative price, on the same catalog rows.

/** The branch facts pricing reads (the branch's property type, size, age, floors, floor height). */
export type OrderPricingContext = Pick<
  PricingInput,
  'business_type' | 'unit_type' | 'area_sqm' | 'building_age_years' | 'floors' | 'floor_height_m'
>;

/** A coupon the API has checked (code valid, not used, not expired): basis points off, optionally capped. */
export type OrderCoupon = { code: string; discount_bp: number; max_discount?: number | null };

export type OrderPrice = PriceBreakdown & {
  coupon_code: string | null;
  /** Halalas the coupon takes off (already inside `discount`). */
  coupon_discount: number;
};

/** The pricing input of a one-time order: one visit, one location, one month. */
export function oneTimeOrderInput(
  context: OrderPricingContext,
  services: readonly PricingServiceInput[],
): PricingInput {
  return {
    ...context,
    locations: 1,
    period_months: 1,
    package_type: 'visits',
    frequency: 'one_time',
    visits: 1,
    hours: 1,
    services,
  };
}

/** Catalog checks of the order's services; an empty list is spec §5 'A minimum of one service must be added'. */
export function checkOrderServices(
  context: OrderPricingContext,
  services: readonly PricingServiceInput[],
  catalog: readonly PricedService[],
): PricingIssue[] {
  if (services.length === 0) return [{ path: 'services', message: messageKey('validation.min_one_service') }];
  return checkPricingInput(oneTimeOrderInput(context, services), catalog);
}

/** The price of a checked one-time order. Throws when `checkOrderServices` would report issues. */
export function priceOneTimeOrder(
  context: OrderPricingContext,
  services: readonly PricingServiceInput[],
  catalog: readonly PricedService[],
  coupon: OrderCoupon | null = null,
): OrderPrice {
  const price = priceQuotation(oneTimeOrderInput(context, services), catalog);
  if (!coupon) return { ...price, coupon_code: null, coupon_discount: 0 };
  const afterPackageDiscount = price.subtotal - price.discount;
  const byRate = basisPointsOf(afterPackageDiscount, coupon.discount_bp);
  const couponDiscount = Math.min(byRate, coupon.max_discount ?? byRate, afterPackageDiscount);
  const taxable = afterPackageDiscount - couponDiscount;
  const vat = basisPointsOf(taxable, VAT_RATE_BP);
  return {
    ...price,
    discount: price.discount + couponDiscount,
    taxable,
    vat,
    total: taxable + vat,
    coupon_code: coupon.code,
    coupon_discount: couponDiscount,
  };
}
