import type { InvoiceDetail } from '@portal/shared/contract';
import { renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { InvoiceDocument } from './invoice-document';

// The invoice's totals name where the discount came from, under the discount: the coupon (ADR 0060) or the offer
// (ADR 0070), the offer in both of the document's languages as it was when the invoice was issued.

setUpRemoteTests('accounting', { ar, en, fr });

const invoice: InvoiceDetail = {
  id: 'i1',
  number: 12,
  code: 'INV-2026-000012',
  document_type: 'invoice',
  credits: null,
  credit_notes: [],
  kind: 'order',
  status: 'paid',
  issued_at: '2026-11-23T09:00:00.000Z',
  due_at: '2026-12-23T09:00:00.000Z',
  subtotal: 17_250,
  discount: 3_450,
  vat: 2_070,
  total: 15_870,
  paid: 15_870,
  due: 0,
  currency: 'SAR',
  payment_id: null,
  clearance: { status: 'cleared', messages: [] },
  coupon_code: null,
  offer_name: { ar: 'عرض السباكة', en: 'Plumbing offer', fr: 'Offre plomberie' },
  seller: {
    name: { ar: 'شركة المنصة', en: 'Platform Co.' },
    vat_number: '300000000000003',
    cr_number: null,
    address: null,
  },
  buyer: { name: { ar: 'شركة الرياض', en: 'Riyadh Co.' }, cr_number: null, vat_number: null, address: null },
  chain: null,
  lines: [
    {
      id: 'l1',
      description: { ar: 'سباكة', en: 'Plumbing', fr: 'Plomberie' },
      quantity: 1,
      unit_price: 17_250,
      amount: 17_250,
      vat: 2_070,
    },
  ],
  qr: 'AQxQbGF0Zm9ybSBDby4=',
};

describe('the invoice totals', () => {
  it('name the offer the discount came from, in Arabic and English, and no coupon', () => {
    renderAt('/b2b/invoices/i1', <InvoiceDocument invoice={invoice} />);
    const totals = screen.getByTestId('invoice-totals');
    const offer = totals.querySelector('[data-total="offer"]') as HTMLElement;
    expect(offer).not.toBeNull();
    expect(within(offer).getByText('عرض السباكة')).toBeTruthy();
    expect(within(offer).getByText('Plumbing offer')).toBeTruthy();
    expect(totals.querySelector('[data-total="coupon"]')).toBeNull();
    // Right under the discount.
    expect(offer.previousElementSibling?.getAttribute('data-total')).toBe('discount');
  });

  it('name the coupon instead when the discount is a coupon', () => {
    renderAt(
      '/b2b/invoices/i1',
      <InvoiceDocument invoice={{ ...invoice, offer_name: null, coupon_code: 'RAMADAN20' }} />,
    );
    const totals = screen.getByTestId('invoice-totals');
    expect(totals.querySelector('[data-total="offer"]')).toBeNull();
    expect((totals.querySelector('[data-total="coupon"]') as HTMLElement).textContent).toContain('RAMADAN20');
  });
});
