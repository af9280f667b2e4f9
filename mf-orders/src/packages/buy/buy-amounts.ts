import { basisPointsOf, type PackagePayMode, VAT_RATE_BP } from '@portal/shared/contract';

/** What one buyable thing costs: a published package, or an approved quotation (no down payment, no credit). */
export type BuyOffer = {
  /** Halalas before VAT. */
  price: number;
  down_payment: number;
  credit_line_allowed: boolean;
  credit_cost_bp: number;
  allowed_location_count: number;
};

/**
 * The amounts the buy page shows, computed as the API's amountsOf does (VAT 15 %, half-up basis points) so the
 * figure on the button is the one charged; the API stays the authority.
 */
export function buyAmounts(offer: BuyOffer, pay: PackagePayMode, creditLine: boolean) {
  const vat = basisPointsOf(offer.price, VAT_RATE_BP);
  const total = offer.price + vat;
  const downWithVat = offer.down_payment + basisPointsOf(offer.down_payment, VAT_RATE_BP);
  const chargeNow = pay === 'down_payment' && offer.down_payment > 0 ? downWithVat : total;
  const creditCost = creditLine ? basisPointsOf(offer.price, offer.credit_cost_bp) : 0;
  return { vat, total, downWithVat, chargeNow, creditCost, charged: chargeNow + creditCost };
}
