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
// location over one month: frequency one_time (its premium factor), no location discount. The only additions are
// the coupon, taken off the subtotal before VAT like the package discount, or instead of it an offer (ADR 0070),
// taken off its own service's lines (the service and its products) before VAT. The create-order page runs this for
// the live breakdown and the API for the authoritative price, on the same catalog rows.

/** The branch facts pricing reads (the branch's property type, size, age, floors, floor height). */
export type OrderPricingContext = Pick<
  PricingInput,
  'business_type' | 'unit_type' | 'area_sqm' | 'building_age_years' | 'floors' | 'floor_height_m'
>;

/** A coupon the API has checked (code valid, not used, not expired): basis points off, optionally capped. */
export type OrderCoupon = { code: string; discount_bp: number; max_discount?: number | null };

/** A published offer the API has checked (valid today, Riyadh): basis points off one service's lines (ADR 0070). */
export type OrderOffer = { id: string; service_id: string; discount_bp: number };

export type OrderPrice = PriceBreakdown & {
  coupon_code: string | null;
  /** Halalas the coupon takes off (already inside `discount`). */
  coupon_discount: number;
  offer_id: string | null;
  /** Halalas the offer takes off its service's lines (already inside `discount`). */
  offer_discount: number;
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

/** Halalas of the lines of one service, with their products: what an offer on that service is taken off. */
function serviceLinesAmount(price: PriceBreakdown, serviceId: string): number {
  return price.lines
    .filter((line) => line.service_id === serviceId)
    .reduce((sum, line) => sum + line.amount + line.products.reduce((all, product) => all + product.amount, 0), 0);
}

/** The discount an offer or a coupon takes off what is left after the package discount (never more than that). */
function extraDiscount(price: PriceBreakdown, coupon: OrderCoupon | null, offer: OrderOffer | null): number {
  const left = price.subtotal - price.discount;
  if (offer) return Math.min(basisPointsOf(serviceLinesAmount(price, offer.service_id), offer.discount_bp), left);
  if (!coupon) return 0;
  const byRate = basisPointsOf(left, coupon.discount_bp);
  return Math.min(byRate, coupon.max_discount ?? byRate, left);
}

/**
 * The price of a checked one-time order, with its coupon or its offer (never both: an offer order takes no coupon,
 * ADR 0070). Throws when `checkOrderServices` would report issues or when both are given.
 */
export function priceOneTimeOrder(
  context: OrderPricingContext,
  services: readonly PricingServiceInput[],
  catalog: readonly PricedService[],
  coupon: OrderCoupon | null = null,
  offer: OrderOffer | null = null,
): OrderPrice {
  if (coupon && offer) throw new Error('An offer order takes no coupon');
  const price = priceQuotation(oneTimeOrderInput(context, services), catalog);
  const extra = extraDiscount(price, coupon, offer);
  const taxable = price.subtotal - price.discount - extra;
  const vat = basisPointsOf(taxable, VAT_RATE_BP);
  return {
    ...price,
    discount: price.discount + extra,
    taxable,
    vat,
    total: taxable + vat,
    coupon_code: coupon?.code ?? null,
    coupon_discount: coupon ? extra : 0,
    offer_id: offer?.id ?? null,
    offer_discount: offer ? extra : 0,
  };
}
