import { all, parseXml, text, type XmlElement } from './xml-tree';

// ZATCA's business rules that can be checked without ZATCA (issue 31.3, ADR 0056 lists them and those left to
// ZATCA's validator): mandatory fields, formats, code lists we use, and the arithmetic of the totals, the VAT
// breakdown and the lines, in integer halalas. Each violation is reported with the rule's id.

const RATE_S = 1500;
/** UNTDID 4461 as ZATCA's BR-KSA-16 lists it. */
const PAYMENT_MEANS = new Set([
  ...Array.from({ length: 68 }, (_, at) => String(at + 1)),
  ...['70', '74', '75', '76', '77', '78', '91', '92', '93', '94', '95', '96', '97', 'ZZZ'],
]);
const VAT_NUMBER = /^3\d{13}3$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** "12.3" → 1230 halalas; NaN when it is not a non-negative amount with two decimals at most. */
function halalas(value: string | null): number {
  if (value === null || !AMOUNT.test(value)) return Number.NaN;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Round half up of amount × rate (basis points): "rounded to two decimals". */
const vatOf = (amount: number, rateBp: number) => Math.floor((amount * rateBp + 5000) / 10000);
const rateBp = (percent: string | null) => (percent === null ? Number.NaN : Math.round(Number(percent) * 100));

export function ublRuleViolations(xml: string): string[] {
  const doc = parseXml(xml);
  const problems: string[] = [];
  const rule = (id: string, holds: boolean, what: string) => {
    if (!holds) problems.push(`${id}: ${what}`);
  };
  const value = (path: string) => text(doc, path);
  const amount = (from: XmlElement, path: string) => halalas(text(from, path));

  // The document (KSA-2 "01": a standard tax invoice and its notes).
  const typeCode = value('cbc:InvoiceTypeCode');
  const transaction = all(doc, 'cbc:InvoiceTypeCode')[0]?.attrs.name ?? '';
  rule('BR-KSA-EN16931-01', value('cbc:ProfileID') === 'reporting:1.0', 'profile reporting:1.0');
  rule('BR-02', Boolean(value('cbc:ID')), 'invoice number');
  rule('BR-KSA-03', /^[A-Za-z0-9-]+$/.test(value('cbc:UUID') ?? ''), 'UUID of letters, digits, dashes');
  rule('BR-KSA-F-01', /^\d{4}-\d{2}-\d{2}$/.test(value('cbc:IssueDate') ?? ''), 'issue date YYYY-MM-DD');
  rule('BR-KSA-70', /^\d{2}:\d{2}:\d{2}Z?$/.test(value('cbc:IssueTime') ?? ''), 'issue time hh:mm:ss');
  rule('BR-KSA-05', ['388', '381', '383'].includes(typeCode ?? ''), 'type code 388, 381 or 383');
  rule('BR-KSA-06', /^01[01]{5}$/.test(transaction), 'transaction code of a standard invoice (01xxxxx)');
  rule('BR-KSA-CL-01', value('cbc:DocumentCurrencyCode') === 'SAR', 'currency SAR');
  rule('BR-KSA-68', value('cbc:TaxCurrencyCode') === 'SAR', 'tax currency SAR (BR-KSA-EN16931-02)');
  const reference = (id: string) => all(doc, 'cac:AdditionalDocumentReference').find((r) => text(r, 'cbc:ID') === id);
  const icv = reference('ICV');
  rule('BR-KSA-33', Boolean(icv), 'invoice counter value');
  rule('BR-KSA-34', /^\d+$/.test(icv ? (text(icv, 'cbc:UUID') ?? '') : ''), 'ICV of digits');
  const pih = reference('PIH');
  const pihValue = pih ? (text(pih, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject') ?? '') : '';
  rule('BR-KSA-61', Boolean(pih), 'previous invoice hash');
  rule(
    'BR-KSA-26',
    Buffer.from(pihValue, 'base64').toString('base64') === pihValue && pihValue.length > 0,
    'PIH base64',
  );
  rule('BR-KSA-27', Boolean(reference('QR')), 'the QR reference (filled by the stamp)');

  // Seller and buyer.
  const seller = all(doc, 'cac:AccountingSupplierParty/cac:Party')[0];
  const buyer = all(doc, 'cac:AccountingCustomerParty/cac:Party')[0];
  rule('BR-KSA-39', Boolean(seller && text(seller, 'cac:PartyTaxScheme/cbc:CompanyID')), 'seller VAT number');
  if (seller) {
    rule(
      'BR-KSA-40',
      VAT_NUMBER.test(text(seller, 'cac:PartyTaxScheme/cbc:CompanyID') ?? ''),
      'seller VAT 3…3, 15 digits',
    );
    const ids = all(seller, 'cac:PartyIdentification/cbc:ID');
    rule(
      'BR-KSA-08',
      ids.length === 1 && ids[0]?.attrs.schemeID === 'CRN' && /^[A-Za-z0-9]+$/.test(ids[0].text),
      'seller CRN',
    );
    rule('BR-06', Boolean(text(seller, 'cac:PartyLegalEntity/cbc:RegistrationName')), 'seller name');
    const address = (path: string) => text(seller, `cac:PostalAddress/${path}`) ?? '';
    rule(
      'BR-KSA-09',
      ['cbc:StreetName', 'cbc:BuildingNumber', 'cbc:PostalZone', 'cbc:CityName', 'cbc:CitySubdivisionName'].every(
        (path) => address(path) !== '',
      ) && address('cac:Country/cbc:IdentificationCode') === 'SA',
      'seller national address',
    );
    rule('BR-KSA-37', /^\d{4}$/.test(address('cbc:BuildingNumber')), 'seller building number of 4 digits');
    rule('BR-KSA-66', /^\d{5}$/.test(address('cbc:PostalZone')), 'seller postal code of 5 digits');
  }
  rule('BR-KSA-42', Boolean(buyer && text(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')), 'buyer name');
  if (buyer) {
    const vat = text(buyer, 'cac:PartyTaxScheme/cbc:CompanyID');
    if (vat !== null) rule('BR-KSA-44', VAT_NUMBER.test(vat), 'buyer VAT 3…3, 15 digits');
    const ids = all(buyer, 'cac:PartyIdentification/cbc:ID');
    rule('BR-KSA-81', vat !== null || ids.length > 0, 'buyer VAT number or other identification');
    for (const id of ids)
      rule(
        'BR-KSA-14',
        ['TIN', 'CRN', 'MOM', 'MLS', '700', 'SAG', 'NAT', 'GCC', 'IQA', 'OTH'].includes(id.attrs.schemeID ?? ''),
        'buyer id scheme',
      );
    const address = (path: string) => text(buyer, `cac:PostalAddress/${path}`) ?? '';
    rule(
      'BR-KSA-63',
      ['cbc:StreetName', 'cbc:BuildingNumber', 'cbc:PostalZone', 'cbc:CityName', 'cbc:CitySubdivisionName'].every(
        (path) => address(path) !== '',
      ) && address('cac:Country/cbc:IdentificationCode') === 'SA',
      'buyer national address (BR-KSA-10)',
    );
    rule('BR-KSA-67', /^\d{5}$/.test(address('cbc:PostalZone')), 'buyer postal code of 5 digits');
  }

  // Supply date, payment means, corrections.
  if (typeCode === '388')
    rule('BR-KSA-15', /^\d{4}-\d{2}-\d{2}$/.test(value('cac:Delivery/cbc:ActualDeliveryDate') ?? ''), 'supply date');
  rule(
    'BR-KSA-16',
    PAYMENT_MEANS.has(value('cac:PaymentMeans/cbc:PaymentMeansCode') ?? ''),
    'payment means UNTDID 4461',
  );
  if (typeCode === '381' || typeCode === '383') {
    rule('BR-KSA-56', Boolean(value('cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')), 'billing reference');
    rule('BR-KSA-17', Boolean(value('cac:PaymentMeans/cbc:InstructionNote')), 'reason of the note');
  }

  // Every amount: SAR, two decimals at most, never negative.
  const amounts: XmlElement[] = [];
  const collect = (element: XmlElement) => {
    if ('currencyID' in element.attrs) amounts.push(element);
    element.children.forEach(collect);
  };
  collect(doc);
  for (const element of amounts) {
    rule('BR-KSA-CL-02', element.attrs.currencyID === 'SAR', `${element.name} in SAR`);
    rule(
      'BR-DEC / BR-KSA-F-04',
      AMOUNT.test(element.text.trim()),
      `${element.name} "${element.text}": ≥ 0, 2 decimals`,
    );
  }

  // Lines (BG-25).
  const lines = all(doc, 'cac:InvoiceLine');
  let lineSum = 0;
  for (const line of lines) {
    const id = text(line, 'cbc:ID');
    const net = amount(line, 'cbc:LineExtensionAmount');
    const quantity = Number(text(line, 'cbc:InvoicedQuantity'));
    lineSum += net;
    rule(
      'BR-KSA-EN16931-11',
      net === Math.round(quantity * amount(line, 'cac:Price/cbc:PriceAmount')),
      `line ${id} net = qty × price`,
    );
    const category = text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID');
    const rate = rateBp(text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent'));
    rule('BR-KSA-18', ['S', 'Z', 'E', 'O'].includes(category ?? ''), `line ${id} VAT category`);
    rule('BR-S-05 / BR-KSA-11', category === 'S' ? rate === RATE_S : rate === 0, `line ${id} VAT rate of its category`);
    const vat = amount(line, 'cac:TaxTotal/cbc:TaxAmount');
    rule('BR-KSA-52', !Number.isNaN(vat), `line ${id} VAT amount`);
    rule('KSA-11', vat === vatOf(net, rate), `line ${id} VAT = net × rate, rounded`);
    rule('BR-KSA-51', amount(line, 'cac:TaxTotal/cbc:RoundingAmount') === net + vat, `line ${id} amount with VAT`);
  }

  // Document allowances, VAT breakdown, totals.
  const allowances = all(doc, 'cac:AllowanceCharge').filter((a) => text(a, 'cbc:ChargeIndicator') === 'false');
  const allowanceSum = allowances.reduce((sum, a) => sum + amount(a, 'cbc:Amount'), 0);
  const totals = all(doc, 'cac:TaxTotal');
  const withBreakdown = totals.filter((total) => all(total, 'cac:TaxSubtotal').length > 0);
  rule('BR-KSA-EN16931-08', withBreakdown.length === 1, 'one tax total with subtotals');
  rule('BR-KSA-EN16931-09', totals.length - withBreakdown.length === 1, 'one tax total without subtotals');
  const subtotals = withBreakdown[0] ? all(withBreakdown[0], 'cac:TaxSubtotal') : [];
  let taxSum = 0;
  for (const subtotal of subtotals) {
    const category = text(subtotal, 'cac:TaxCategory/cbc:ID') ?? '';
    const rate = rateBp(text(subtotal, 'cac:TaxCategory/cbc:Percent'));
    const taxable = amount(subtotal, 'cbc:TaxableAmount');
    const tax = amount(subtotal, 'cbc:TaxAmount');
    taxSum += tax;
    const inCategory = (from: XmlElement[], path: string, amountPath: string) =>
      from.filter((e) => text(e, `${path}/cbc:ID`) === category).reduce((sum, e) => sum + amount(e, amountPath), 0);
    const expected =
      inCategory(lines, 'cac:Item/cac:ClassifiedTaxCategory', 'cbc:LineExtensionAmount') -
      inCategory(allowances, 'cac:TaxCategory', 'cbc:Amount');
    rule(`BR-${category}-08`, taxable === expected, `${category} taxable = its lines − its allowances`);
    rule(`BR-${category}-09`, tax === vatOf(taxable, rate), `${category} VAT = taxable × rate, rounded`);
    if (category !== 'S') {
      rule(
        'BR-KSA-24 / BR-KSA-CL-04',
        text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReasonCode') === 'VATEX-SA-OOS',
        `${category} reason code`,
      );
      rule('BR-KSA-83', Boolean(text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReason')), `${category} reason text`);
    }
  }
  const monetary = all(doc, 'cac:LegalMonetaryTotal')[0];
  if (!monetary) return [...problems, 'BR-12..15: legal monetary totals missing'];
  const total = (name: string) => amount(monetary, `cbc:${name}`);
  const taxTotal = withBreakdown[0] ? amount(withBreakdown[0], 'cbc:TaxAmount') : Number.NaN;
  const prepaid = text(monetary, 'cbc:PrepaidAmount') === null ? 0 : total('PrepaidAmount');
  rule('BR-CO-10', total('LineExtensionAmount') === lineSum, 'Σ line net = line extension amount');
  rule(
    'BR-CO-11',
    (text(monetary, 'cbc:AllowanceTotalAmount') === null ? 0 : total('AllowanceTotalAmount')) === allowanceSum,
    'allowances',
  );
  rule('BR-CO-13', total('TaxExclusiveAmount') === lineSum - allowanceSum, 'tax exclusive = lines − allowances');
  rule('BR-CO-14', taxTotal === taxSum, 'VAT = Σ VAT by category');
  rule(
    'BR-KSA-EN16931-09 (SAR)',
    totals.every((t) => amount(t, 'cbc:TaxAmount') === taxTotal),
    'both tax totals equal',
  );
  rule(
    'BR-CO-15',
    total('TaxInclusiveAmount') === total('TaxExclusiveAmount') + taxTotal,
    'tax inclusive = exclusive + VAT',
  );
  rule('BR-CO-16', total('PayableAmount') === total('TaxInclusiveAmount') - prepaid, 'payable = inclusive − prepaid');
  return problems;
}
