import { describe, expect, it } from 'vitest';
import { FIRST_PREVIOUS_HASH } from '../../../src/money/invoices/sequence/seller-sequence';
import { sar } from '../../../src/money/invoices/ubl/ubl-amounts';
import type { UblDocument } from '../../../src/money/invoices/ubl/ubl-document';
import { ublInvoiceXml } from '../../../src/money/invoices/ubl/ubl-invoice-xml';
import { ublRuleViolations } from './ubl-rules';
import { ublSchemaErrors } from './ubl-schema';
import { all, parseXml, text } from './xml-tree';

// The UBL builder on documents written by hand (the API test builds them from real invoices): each document type
// valid against the UBL 2.1 schema and ZATCA's local rules, the stamp's insertion point, and the checks failing on
// broken documents (so a passing check means something).

const address = {
  street: 'طريق الملك فهد',
  buildingNumber: '2322',
  additionalNumber: '8228',
  district: 'العليا',
  city: 'الرياض',
  postalCode: '12214',
};
const base: UblDocument = {
  type: 'invoice',
  code: 'INV-2026-000042',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  icv: 42,
  previousHash: FIRST_PREVIOUS_HASH,
  issuedAt: new Date('2026-11-30T21:30:05Z'),
  seller: { name: 'شركة الصيانة المتحدة', vatNumber: '310452789600003', crNumber: '1010456789', address },
  buyer: {
    name: 'Facilities & <Co>',
    vatNumber: '300000000000003',
    crNumber: null,
    address: { ...address, additionalNumber: null, street: 'Olaya St' },
  },
  // 2 × 150.00 + 1 × 99.99 − 10.00 = 389.99; VAT 15% = 58.50 (58.4985 rounded).
  lines: [
    { position: 1, name: 'صيانة مكيفات', quantity: 2, unitPrice: 15_000, vat: 4_350 },
    { position: 2, name: 'سباكة', quantity: 1, unitPrice: 9_999, vat: 1_500 },
  ],
  discount: 1_000,
  vat: 5_850,
  total: 44_849,
  paymentMethod: 'wallet',
};
const packageInvoice: UblDocument = {
  ...base,
  // A package and the cost of buying it on credit (no VAT: not subject, VATEX-SA-OOS).
  lines: [
    { position: 1, name: 'باقة تنظيف 40 ساعة', quantity: 1, unitPrice: 240_000, vat: 36_000 },
    { position: 2, name: 'تكلفة الشراء بالآجل', quantity: 1, unitPrice: 4_800, vat: 0 },
  ],
  discount: 0,
  vat: 36_000,
  total: 280_800,
  paymentMethod: 'credit_card',
};
const creditNote: UblDocument = {
  ...base,
  type: 'credit_note',
  code: 'INV-2026-000043',
  icv: 43,
  correction: { invoiceCode: 'INV-2026-000042', reason: 'Order cancelled before the visit' },
};

async function expectValid(xml: string) {
  expect(await ublSchemaErrors(xml)).toEqual([]);
  expect(ublRuleViolations(xml)).toEqual([]);
}

describe('amounts', () => {
  it('writes integer halalas as SAR with two decimals, never a float', () => {
    expect([0, 5, 50, 100, 44_849, 123_456_789].map(sar)).toEqual([
      '0.00',
      '0.05',
      '0.50',
      '1.00',
      '448.49',
      '1234567.89',
    ]);
    expect(() => sar(-1)).toThrow();
    expect(() => sar(0.5)).toThrow();
  });
});

describe('the UBL 2.1 documents', () => {
  it('writes an order invoice with a discount: schema-valid, totals and VAT per ZATCA', async () => {
    const xml = ublInvoiceXml(base);
    await expectValid(xml);
    const doc = parseXml(xml);
    expect(all(doc, 'cbc:InvoiceTypeCode')[0]?.attrs).toEqual({ name: '0100000' });
    expect(text(doc, 'cbc:InvoiceTypeCode')).toBe('388');
    // 21:30 UTC is the next day in Riyadh.
    expect([text(doc, 'cbc:IssueDate'), text(doc, 'cbc:IssueTime')]).toEqual(['2026-12-01', '00:30:05']);
    expect(text(doc, 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')).toBe('389.99');
    expect(text(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('448.49');
    expect(text(doc, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('ZZZ');
    expect(text(doc, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName')).toBe(
      'Facilities & <Co>',
    );
    expect(text(doc, 'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject')).toBe(
      FIRST_PREVIOUS_HASH,
    );
  });

  it('writes a package invoice with a standard-rated and a not-subject line: one subtotal each', async () => {
    const xml = ublInvoiceXml(packageInvoice);
    await expectValid(xml);
    const subtotals = all(parseXml(xml), 'cac:TaxTotal/cac:TaxSubtotal').map((subtotal) => [
      text(subtotal, 'cac:TaxCategory/cbc:ID'),
      text(subtotal, 'cbc:TaxableAmount'),
      text(subtotal, 'cbc:TaxAmount'),
      text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReasonCode'),
    ]);
    expect(subtotals).toEqual([
      ['S', '2400.00', '360.00', null],
      ['O', '48.00', '0.00', 'VATEX-SA-OOS'],
    ]);
  });

  it('writes credit and debit notes naming the invoice they correct and why', async () => {
    for (const [type, code] of [
      ['credit_note', '381'],
      ['debit_note', '383'],
    ] as const) {
      const xml = ublInvoiceXml({ ...creditNote, type });
      await expectValid(xml);
      const doc = parseXml(xml);
      expect(text(doc, 'cbc:InvoiceTypeCode')).toBe(code);
      expect(text(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe('INV-2026-000042');
      expect(text(doc, 'cac:PaymentMeans/cbc:InstructionNote')).toBe('Order cancelled before the visit');
    }
    expect(() => ublInvoiceXml({ ...base, type: 'credit_note' })).toThrow(/names the invoice it corrects/);
    expect(() => ublInvoiceXml({ ...base, correction: creditNote.correction })).toThrow(/names the invoice/);
  });

  it('leaves the stamp its place: UBLExtensions first, the QR value and cac:Signature', async () => {
    const unsigned = parseXml(ublInvoiceXml(base));
    expect(all(unsigned, 'ext:UBLExtensions')).toEqual([]);
    expect(all(unsigned, 'cac:Signature')).toEqual([]);
    const extensions = `<ext:UBLExtensions><ext:UBLExtension>
      <ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>
      <ext:ExtensionContent>
        <sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2"
          xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2"
          xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">
          <sac:SignatureInformation>
            <cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>
            <sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>
          </sac:SignatureInformation>
        </sig:UBLDocumentSignatures>
      </ext:ExtensionContent>
    </ext:UBLExtension></ext:UBLExtensions>`;
    const xml = ublInvoiceXml(base, { extensions, qr: 'AQVTZWxsZXI=' });
    await expectValid(xml);
    const doc = parseXml(xml);
    expect(doc.children[0]?.name).toBe('ext:UBLExtensions');
    const qr = all(doc, 'cac:AdditionalDocumentReference').find((reference) => text(reference, 'cbc:ID') === 'QR');
    expect(qr && text(qr, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject')).toBe('AQVTZWxsZXI=');
    expect(text(doc, 'cac:Signature/cbc:SignatureMethod')).toBe(
      'urn:oasis:names:specification:ubl:dsig:enveloped:xades',
    );
  });

  it('refuses to write a document whose VAT or total is not the one it was issued with', () => {
    expect(() => ublInvoiceXml({ ...base, vat: 5_849, total: 44_848 })).toThrow(/VAT by category is 5850/);
    expect(() => ublInvoiceXml({ ...base, total: 44_850 })).toThrow(/is not the issued total/);
  });
});

describe('the checks fail on broken documents', () => {
  const valid = ublInvoiceXml(base);
  const broken = (from: string, to: string) => valid.replace(from, to);

  it('the schema: an element out of order, an unknown element, a missing currency', async () => {
    const moved = broken('<cbc:ProfileID>reporting:1.0</cbc:ProfileID>\n', '').replace(
      '<cbc:DocumentCurrencyCode>',
      '<cbc:ProfileID>reporting:1.0</cbc:ProfileID><cbc:DocumentCurrencyCode>',
    );
    expect(await ublSchemaErrors(moved)).not.toEqual([]);
    expect(await ublSchemaErrors(broken('<cbc:UUID>', '<cbc:Nonsense>x</cbc:Nonsense><cbc:UUID>'))).not.toEqual([]);
    expect(await ublSchemaErrors(broken('<cbc:PayableAmount currencyID="SAR">', '<cbc:PayableAmount>'))).not.toEqual(
      [],
    );
  });

  it('the rules: totals, rounding, VAT numbers, mandatory references', () => {
    const violations = (xml: string) => ublRuleViolations(xml).map((problem) => problem.split(':')[0]);
    expect(
      violations(
        broken('<cbc:TaxInclusiveAmount currencyID="SAR">448.49', '<cbc:TaxInclusiveAmount currencyID="SAR">448.50'),
      ),
    ).toEqual(expect.arrayContaining(['BR-CO-15', 'BR-CO-16']));
    expect(
      violations(broken('<cbc:TaxableAmount currencyID="SAR">389.99', '<cbc:TaxableAmount currencyID="SAR">399.99')),
    ).toEqual(expect.arrayContaining(['BR-S-08', 'BR-S-09']));
    expect(
      violations(
        broken('<cbc:LineExtensionAmount currencyID="SAR">399.99', '<cbc:LineExtensionAmount currencyID="SAR">399.990'),
      ),
    ).toEqual(expect.arrayContaining(['BR-DEC / BR-KSA-F-04']));
    expect(violations(broken('<cbc:CompanyID>300000000000003', '<cbc:CompanyID>300000000000004'))).toEqual([
      'BR-KSA-44',
    ]);
    expect(violations(broken('<cbc:ID>ICV</cbc:ID>', '<cbc:ID>XCV</cbc:ID>'))).toEqual(['BR-KSA-33', 'BR-KSA-34']);
    expect(
      violations(broken('<cbc:RoundingAmount currencyID="SAR">345.00', '<cbc:RoundingAmount currencyID="SAR">345.01')),
    ).toEqual(['BR-KSA-51']);
    expect(violations(broken('currencyID="SAR">45.00', 'currencyID="SAR">45.01'))).toEqual(['KSA-11', 'BR-KSA-51']);
    expect(violations(broken('<cbc:ProfileID>reporting:1.0', '<cbc:ProfileID>clearance:1.0'))).toEqual([
      'BR-KSA-EN16931-01',
    ]);
  });
});
