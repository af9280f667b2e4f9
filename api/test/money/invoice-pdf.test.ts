import { RIYADH_SELLER_ADDRESS } from '@portal/contract/testing';
import { describe, expect, it } from 'vitest';
import { visualRuns } from '../../src/money/invoices/pdf/bidi-runs';
import { renderInvoicePdf } from '../../src/money/invoices/pdf/invoice-pdf';
import { zatcaQrBase64 } from '../../src/money/invoices/zatca-qr';
import { readPdf } from './pdf/pdf-reading';

describe('visualRuns (UAX #9 for pdfkit)', () => {
  it('keeps an Arabic run in logical order for the shaper and puts a code after it on the left', () => {
    expect(visualRuns('رقم الفاتورة INV-2026-000001', 'rtl')).toEqual([
      { text: 'INV-2026-000001', font: 'latin', rtl: false },
      { text: 'رقم الفاتورة ', font: 'arabic', rtl: true },
    ]);
  });

  it('mirrors brackets inside right-to-left text and gives digits the Latin font', () => {
    const runs = visualRuns('صيانة (سبليت) 3', 'rtl');
    expect(runs.map((run) => run.text)).toEqual(['3', ' (', 'سبليت', ')', 'صيانة ']);
    expect(runs.map((run) => run.font)).toEqual(['latin', 'latin', 'arabic', 'latin', 'arabic']);
  });

  it('leaves left-to-right text as it is, with an Arabic name inside', () => {
    expect(visualRuns('Buyer: شركة الرياض', 'ltr')).toEqual([
      { text: 'Buyer: ', font: 'latin', rtl: false },
      { text: 'شركة الرياض', font: 'arabic', rtl: true },
    ]);
    expect(visualRuns('', 'ltr')).toEqual([]);
  });
});

describe('renderInvoicePdf', () => {
  it('renders a bilingual invoice with many lines onto several A4 pages', async () => {
    const issuedAt = '2026-11-23T18:54:42.000Z';
    const line = (n: number) => ({
      id: `l${n}`,
      description: { ar: `صيانة مكيفات رقم ${n}`, en: `AC maintenance no. ${n}`, fr: `Entretien n° ${n}` },
      quantity: 1,
      unit_price: 10000,
      amount: 10000,
      vat: 1500,
    });
    const pdf = await renderInvoicePdf(
      {
        id: 'i1',
        number: 7,
        code: 'INV-2026-000007',
        document_type: 'invoice',
        credits: null,
        credit_notes: [],
        kind: 'order',
        status: 'unpaid',
        issued_at: issuedAt,
        due_at: '2026-12-23T18:54:42.000Z',
        subtotal: 400000,
        discount: 0,
        vat: 60000,
        total: 460000,
        paid: 0,
        due: 460000,
        currency: 'SAR',
        payment_id: null,
        clearance: { status: 'cleared', messages: [] },
        coupon_code: null,
        offer_name: null,
        seller: {
          name: { ar: 'شركة المنصة', en: 'Platform Co.' },
          vat_number: '300000000000003',
          cr_number: '1010734562',
          address: RIYADH_SELLER_ADDRESS,
        },
        buyer: {
          name: { ar: 'شركة الرياض', en: 'Riyadh Co.' },
          cr_number: null,
          vat_number: '311111111111113',
          // An Arabic national address, printed as typed (ADR 0055).
          address: {
            building_number: '7235',
            street: 'شارع العليا',
            district: 'العليا',
            city: 'الرياض',
            postal_code: '12244',
            additional_number: '8254',
          },
        },
        chain: null,
        lines: Array.from({ length: 40 }, (_, index) => line(index + 1)),
        qr: zatcaQrBase64({
          sellerName: 'شركة المنصة',
          vatNumber: '300000000000003',
          issuedAt: new Date(issuedAt),
          totalWithVatHalalas: 460000,
          vatTotalHalalas: 60000,
        }),
      },
      'fr',
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    // Both fonts are embedded (subset names end with the family).
    expect(pdf.toString('latin1')).toMatch(/NotoSansArabic/);
    expect(pdf.toString('latin1')).toMatch(/NotoSans-/);
    // What a tax invoice must show (issue 31.7, ADR 0068), read back as text: the regulation's labels and values.
    const runs = (await readPdf(pdf)).pageRuns.flat();
    for (const label of ['Facture fiscale', 'Numéro de TVA: 300000000000003', 'Date de livraison', 'Taux de TVA'])
      expect(runs).toContain(label);
    expect(runs).toEqual(expect.arrayContaining(['311111111111113', '2026-11-23', '15%', '115.00', 'Total TTC']));
    expect(runs).toEqual(expect.arrayContaining(['Total (HT)', '4,000.00 SAR', '4,600.00 SAR']));
  }, 90_000); // Forty lines of shaped Arabic: seconds alone, many more on the shared machine.
});
