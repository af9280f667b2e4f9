import { NS } from './ubl-namespaces';
import { childElements, findPath, textOf, type XmlDocument, type XmlElement, XmlInputError } from './xml-tree';

// The values the QR repeats, read from the invoice XML itself (as ZATCA's SDK reads them), so the QR cannot say
// something other than the document it belongs to.

export interface QrInvoiceValues {
  /** BT-27 cac:AccountingSupplierParty/…/cac:PartyLegalEntity/cbc:RegistrationName */
  sellerName: string;
  /** BT-31 cac:AccountingSupplierParty/…/cac:PartyTaxScheme/cbc:CompanyID */
  vatNumber: string;
  /** KSA-25/BT-2 cbc:IssueDate and KSA-25 cbc:IssueTime, joined by "T" as the document states them. */
  timestamp: string;
  /** BT-112 cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount, as written. */
  totalWithVat: string;
  /** BT-110 the cac:TaxTotal/cbc:TaxAmount in the tax currency (Security Features v1.2 on tag 5). */
  vatTotal: string;
  /** KSA-2 cbc:InvoiceTypeCode/@name: "01…" standard, "02…" simplified. */
  simplified: boolean;
}

function required(root: XmlElement, path: readonly (readonly [string, string])[], label: string): string {
  const element = findPath(root, path);
  const value = element && textOf(element).trim();
  if (!value) throw new XmlInputError(`The invoice XML lacks ${label}`);
  return value;
}

export function qrInvoiceValues({ root }: XmlDocument): QrInvoiceValues {
  const party: [string, string][] = [
    [NS.cac, 'AccountingSupplierParty'],
    [NS.cac, 'Party'],
  ];
  const taxCurrency = findPath(root, [[NS.cbc, 'TaxCurrencyCode']]);
  const currency = taxCurrency ? textOf(taxCurrency).trim() : 'SAR';
  const vatTotal = childElements(root)
    .filter((child) => child.uri === NS.cac && child.local === 'TaxTotal')
    .map((taxTotal) => findPath(taxTotal, [[NS.cbc, 'TaxAmount']]))
    .find((amount) => amount?.attributes.some((a) => a.local === 'currencyID' && a.value === currency));
  if (!vatTotal) throw new XmlInputError(`The invoice XML lacks a cac:TaxTotal/cbc:TaxAmount in ${currency}`);
  const typeCode = findPath(root, [[NS.cbc, 'InvoiceTypeCode']]);
  const typeName = typeCode?.attributes.find((a) => a.local === 'name' && a.uri === '')?.value ?? '';
  if (!/^0[12]\d{5}$/.test(typeName))
    throw new XmlInputError('The invoice XML lacks cbc:InvoiceTypeCode/@name (0100000 standard, 0200000 simplified)');
  return {
    sellerName: required(
      root,
      [...party, [NS.cac, 'PartyLegalEntity'], [NS.cbc, 'RegistrationName']],
      'the seller name',
    ),
    vatNumber: required(root, [...party, [NS.cac, 'PartyTaxScheme'], [NS.cbc, 'CompanyID']], 'the seller VAT number'),
    timestamp: `${required(root, [[NS.cbc, 'IssueDate']], 'cbc:IssueDate')}T${required(root, [[NS.cbc, 'IssueTime']], 'cbc:IssueTime')}`,
    totalWithVat: required(
      root,
      [
        [NS.cac, 'LegalMonetaryTotal'],
        [NS.cbc, 'TaxInclusiveAmount'],
      ],
      'the total with VAT',
    ),
    vatTotal: textOf(vatTotal).trim(),
    simplified: typeName.startsWith('02'),
  };
}
