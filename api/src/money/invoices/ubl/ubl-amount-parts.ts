import { percent, sar } from './ubl-amounts';
import type { UblDocument } from './ubl-document';
import {
  type CategoryTotal,
  discountCategory,
  lineAmounts,
  rateOf,
  type VatCategory,
  vatBreakdown,
} from './vat-breakdown';
import { leaf, node } from './xml-text';

// The money parts of a UBL document: the document discount (BG-20), the two tax totals ZATCA wants (BR-KSA-EN16931-08
// and -09: one with the subtotal per category, one without, both in SAR), the monetary totals (BG-22) and the lines
// (BG-25) with their VAT (KSA-11) and amount with VAT (KSA-12).

const SAR = { currencyID: 'SAR' };
const money = (name: string, halalas: number) => leaf(name, sar(halalas), SAR);

function taxCategory(name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', category: VatCategory, rateBp: number) {
  return node(name, [
    leaf('cbc:ID', category),
    leaf('cbc:Percent', percent(rateBp)),
    node('cac:TaxScheme', [leaf('cbc:ID', 'VAT')]),
  ]);
}

export function documentAllowance(document: UblDocument) {
  if (document.discount === 0) return null;
  const category = discountCategory(document);
  return node('cac:AllowanceCharge', [
    leaf('cbc:ChargeIndicator', 'false'),
    leaf('cbc:AllowanceChargeReason', 'Discount'),
    money('cbc:Amount', document.discount),
    taxCategory('cac:TaxCategory', category, rateOf(category)),
  ]);
}

function subtotal(total: CategoryTotal) {
  return node('cac:TaxSubtotal', [
    money('cbc:TaxableAmount', total.taxable),
    money('cbc:TaxAmount', total.vat),
    node('cac:TaxCategory', [
      leaf('cbc:ID', total.category),
      leaf('cbc:Percent', percent(total.rateBp)),
      total.exemption && leaf('cbc:TaxExemptionReasonCode', total.exemption.code),
      total.exemption && leaf('cbc:TaxExemptionReason', total.exemption.reason),
      node('cac:TaxScheme', [leaf('cbc:ID', 'VAT')]),
    ]),
  ]);
}

/** The VAT in the tax currency (SAR, BT-111) and the breakdown in the document currency (SAR, BG-23). */
export function taxTotals(document: UblDocument) {
  const breakdown = vatBreakdown(document);
  return [
    node('cac:TaxTotal', [money('cbc:TaxAmount', document.vat)]),
    node('cac:TaxTotal', [money('cbc:TaxAmount', document.vat), breakdown.map(subtotal)]),
  ];
}

export function monetaryTotal(document: UblDocument) {
  const lines = document.lines.reduce((sum, line) => sum + lineAmounts(line).net, 0);
  const withoutVat = lines - document.discount;
  if (withoutVat + document.vat !== document.total)
    throw new Error(`${document.code}: ${withoutVat} + VAT ${document.vat} is not the issued total ${document.total}`);
  return node('cac:LegalMonetaryTotal', [
    money('cbc:LineExtensionAmount', lines),
    money('cbc:TaxExclusiveAmount', withoutVat),
    money('cbc:TaxInclusiveAmount', document.total),
    money('cbc:AllowanceTotalAmount', document.discount),
    // No PrepaidAmount: in ZATCA's model it is the sum of prepayment invoices' lines (BR-KSA-80), not a payment.
    money('cbc:PayableAmount', document.total),
  ]);
}

export function invoiceLines(document: UblDocument) {
  return document.lines.map((line) => {
    const amounts = lineAmounts(line);
    return node('cac:InvoiceLine', [
      leaf('cbc:ID', String(line.position)),
      leaf('cbc:InvoicedQuantity', String(line.quantity), { unitCode: 'PCE' }),
      money('cbc:LineExtensionAmount', amounts.net),
      node('cac:TaxTotal', [
        money('cbc:TaxAmount', amounts.vat),
        money('cbc:RoundingAmount', amounts.net + amounts.vat),
      ]),
      node('cac:Item', [
        leaf('cbc:Name', line.name),
        taxCategory('cac:ClassifiedTaxCategory', amounts.category, amounts.rateBp),
      ]),
      node('cac:Price', [money('cbc:PriceAmount', line.unitPrice)]),
    ]);
  });
}
