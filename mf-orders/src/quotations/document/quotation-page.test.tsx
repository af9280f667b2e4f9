import { queryClient, updateAbility } from '@portal/shared';
import type { AbilityRule, Quotation } from '@portal/shared/contract';
import { OFFICE_BUILDING, renderAt, setUpRemoteTests } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../../i18n/on-demand';
import { fr } from '../../i18n/fr';
import { QuotationPage } from './quotation-page';
import { canBecomePackage } from './quotation-validity';

// The UI never calls what the role forbids (ADR 0026), so Print and Buy as package show only with their rules, and Buy only for a
// quotation that can still become a package.

setUpRemoteTests('orders', { ar, en, fr });

const NOW = Date.parse('2026-11-23T12:00:00+03:00');
const quotation = (changes: Partial<Quotation> = {}): Quotation => ({
  id: 'q1',
  reference: 'QUO-2026-000001',
  status: 'approved',
  answers: { ...OFFICE_BUILDING, unit_type: 'floor', branch_ids: ['b1'], unit_ids: [], services: [] },
  branches: [{ id: 'b1', name: 'Olaya', code: 'OLY' }],
  services: [],
  price: {
    package_type: 'visits',
    per_location: 12,
    locations: 1,
    package_total: 12,
    factors: [],
    lines: [],
    subtotal: 100_000,
    discount_bp: 0,
    discount: 0,
    taxable: 100_000,
    vat_bp: 1500,
    vat: 15_000,
    total: 115_000,
  },
  valid_until: '2026-12-23',
  rejection_reason: null,
  package_reference: null,
  created_at: '2026-11-23T09:00:00Z',
  decided_at: '2026-11-23T09:00:00Z',
  ...changes,
});

describe('canBecomePackage', () => {
  it('only an approved, unexpired quotation not bought yet', () => {
    expect(canBecomePackage(quotation(), NOW)).toBe(true);
    expect(canBecomePackage(quotation({ status: 'submitted' }), NOW)).toBe(false);
    expect(canBecomePackage(quotation({ status: 'rejected' }), NOW)).toBe(false);
    expect(canBecomePackage(quotation({ package_reference: 'PKG-1' }), NOW)).toBe(false);
    // Valid until the end of that day in Riyadh.
    expect(canBecomePackage(quotation({ valid_until: '2026-11-23' }), NOW)).toBe(true);
    expect(canBecomePackage(quotation({ valid_until: '2026-11-22' }), NOW)).toBe(false);
  });
});

describe('quotation page actions', () => {
  const rules = (...actions: string[]): AbilityRule[] => actions.map((action) => ({ action, subject: 'b2b_packages' }));
  const renderPage = (data: Quotation) => {
    queryClient.setQueryData(['quotations', 'one', data.reference], data);
    renderAt(`/b2b/packages/quotations/${data.reference}`, <QuotationPage />, '/b2b/packages/quotations/:reference');
  };

  it('read only: the document, no Print, no Buy', async () => {
    updateAbility(rules('read'));
    renderPage(quotation());
    expect(await screen.findByTestId('quotation-document')).toBeTruthy();
    expect(screen.getByTestId('quotation-status').textContent).toBe('Approved');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy as package' })).toBeNull();
  });

  it('print and insert: Print, and Buy as package linking to the buy page', async () => {
    updateAbility(rules('read', 'print', 'insert'));
    renderPage(quotation({ valid_until: '2099-01-01' }));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    const buy = screen.getByRole('link', { name: 'Buy as package' });
    expect(buy.getAttribute('href')).toBe('/b2b/packages/buy?quotation=QUO-2026-000001');
  });

  it('no Buy for a quotation under review', async () => {
    updateAbility(rules('read', 'print', 'insert'));
    renderPage(quotation({ status: 'submitted', valid_until: '2099-01-01' }));
    expect((await screen.findByTestId('quotation-status')).textContent).toBe('Under review');
    expect(screen.queryByRole('link', { name: 'Buy as package' })).toBeNull();
  });
});
