import {
  type Branch,
  checkOrderServices,
  type Offer,
  type OrderCoupon,
  type OrderPrice,
  type OrderPricingContext,
  type PricedService,
  type PricingIssue,
  priceOneTimeOrder,
} from '@portal/shared/contract';

// The live price of the create form: the contract's one pricing function (priceOneTimeOrder) on the branch's
// facts and the public catalog, no request. POST company/orders/order/price is the authority (coupon included).

export type DraftLine = {
  service_id: string;
  quantity: number | null;
  products?: { product_id: string; quantity: number | null }[];
};

/**
 * The pricing facts of a branch, as the API reads them: its property type; no unit type on the page (the API takes
 * its first unit's, so its answer replaces this preview); a fact not recorded reads as 0, the smallest band.
 */
export function branchPricingContext(
  branch: Pick<Branch, 'property_type' | 'size_m2' | 'building_age_years' | 'floors' | 'floor_height_m'>,
): OrderPricingContext {
  return {
    business_type: branch.property_type?.code ?? '',
    unit_type: '',
    area_sqm: branch.size_m2 ?? 0,
    building_age_years: branch.building_age_years ?? 0,
    floors: branch.floors ?? 0,
    floor_height_m: branch.floor_height_m ?? 0,
  };
}

/** Lines with a typed quantity (a half-typed number is not a line yet), as pricing and the API read them. */
export function completeLines(lines: readonly DraftLine[]) {
  return lines.map((line) => ({
    service_id: line.service_id,
    quantity: line.quantity ?? 0,
    // A product stepped back to 0 is no product (ADR 0066): left out, never sent as a 0 the API would refuse.
    products: (line.products ?? [])
      .filter((p) => (p.quantity ?? 0) > 0)
      .map((p) => ({ product_id: p.product_id, quantity: p.quantity ?? 0 })),
  }));
}

export type LivePrice = { price: OrderPrice | null; issues: PricingIssue[] };

/**
 * The breakdown, or the catalog issues ('Minimum quantity {n}', 'A minimum of one service must be added'); with
 * the offer's discount on its service's line when the order is placed on an offer (ADR 0070).
 */
export function livePrice(
  branch: Parameters<typeof branchPricingContext>[0] | null,
  lines: readonly DraftLine[],
  catalog: readonly PricedService[],
  coupon: OrderCoupon | null = null,
  offer: Pick<Offer, 'id' | 'service_id' | 'discount_bp'> | null = null,
): LivePrice {
  const services = completeLines(lines);
  if (!branch) return { price: null, issues: [] };
  const context = branchPricingContext(branch);
  const issues = checkOrderServices(context, services, catalog);
  if (issues.length > 0) return { price: null, issues };
  const discount = offer ? { id: offer.id, service_id: offer.service_id, discount_bp: offer.discount_bp } : null;
  return { price: priceOneTimeOrder(context, services, catalog, coupon, discount), issues: [] };
}
