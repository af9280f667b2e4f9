import { VAT_BASIS_POINTS } from '../content/product-catalog';

/** The worked VAT example of the pricing page: arithmetic on a round subtotal, never a product price. */
export function vatExample(subtotalHalalas: number): { subtotal: number; vat: number; total: number } {
  const vat = Math.round((subtotalHalalas * VAT_BASIS_POINTS) / 10_000);
  return { subtotal: subtotalHalalas, vat, total: subtotalHalalas + vat };
}

/** SAR 1,000 in halalas. */
export const EXAMPLE_SUBTOTAL_HALALAS = 100_000;
