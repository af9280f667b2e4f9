import { basisPointsOf, VAT_RATE_BP } from '@portal/contract';
import type { UblDocument, UblLine } from './ubl-document';

// The VAT of a UBL document per ZATCA's rules (issue 31.3, ADR 0056). A line charged VAT is standard rated (S, 15%);
// a line charged none is not subject to VAT (O: a wallet recharge is a prepayment, VAT is charged on the services
// it later pays; the cost of buying on credit is a financing charge), with ZATCA's reason code VATEX-SA-OOS. The
// document's discount reduces the standard-rated base (the only discounted sales are orders).
// Line VAT (KSA-11) is the line net × rate, rounded (ZATCA's definition); each category's VAT is its taxable
// amount × rate, rounded (BR-S-09) — which must be the VAT the invoice was issued with.

export type VatCategory = 'S' | 'O';

export interface CategoryTotal {
  category: VatCategory;
  rateBp: number;
  /** Halalas: Σ line net − the discount in this category. */
  taxable: number;
  vat: number;
  /** O only: BT-121 and BT-120. */
  exemption: { code: string; reason: string } | null;
}

export interface LineAmounts {
  category: VatCategory;
  rateBp: number;
  /** BT-131: quantity × price. */
  net: number;
  /** KSA-11. */
  vat: number;
}

const NOT_SUBJECT = { code: 'VATEX-SA-OOS', reason: 'Not subject to VAT' };

function lineCategory(line: Pick<UblLine, 'vat'>): VatCategory {
  return line.vat > 0 ? 'S' : 'O';
}

export const rateOf = (category: VatCategory): number => (category === 'S' ? VAT_RATE_BP : 0);

/** A stored line's VAT rate in basis points, as its UBL line states it (the PDF prints the same). */
export const lineVatRateBp = (line: { vat: number }): number => rateOf(lineCategory(line));

export function lineAmounts(line: UblLine): LineAmounts {
  const category = lineCategory(line);
  const net = line.quantity * line.unitPrice;
  return { category, rateBp: rateOf(category), net, vat: basisPointsOf(net, rateOf(category)) };
}

/** The category the document's discount applies to: standard rated when any line is. */
export function discountCategory(document: UblDocument): VatCategory {
  return document.lines.some((line) => lineCategory(line) === 'S') ? 'S' : 'O';
}

/** One subtotal per category present, S first. Throws when the VAT would differ from the issued invoice's. */
export function vatBreakdown(document: UblDocument): CategoryTotal[] {
  const totals = (['S', 'O'] as const).flatMap((category): CategoryTotal[] => {
    const lines = document.lines.map(lineAmounts).filter((line) => line.category === category);
    if (lines.length === 0) return [];
    const discount = discountCategory(document) === category ? document.discount : 0;
    const taxable = lines.reduce((sum, line) => sum + line.net, 0) - discount;
    const rateBp = rateOf(category);
    const exemption = category === 'O' ? NOT_SUBJECT : null;
    return [{ category, rateBp, taxable, vat: basisPointsOf(taxable, rateBp), exemption }];
  });
  const vat = totals.reduce((sum, total) => sum + total.vat, 0);
  if (vat !== document.vat)
    throw new Error(
      `${document.code}: VAT by category is ${vat} halalas, the document was issued with ${document.vat}`,
    );
  return totals;
}
