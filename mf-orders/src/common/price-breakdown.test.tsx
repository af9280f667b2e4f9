import '@portal/shared/testing';
import { PortalProviders, registerTranslations, setLanguage } from '@portal/shared';
import type { Quotation } from '@portal/shared/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import '../i18n/on-demand';
import { fr } from '../i18n/fr';
import { PriceBreakdownView } from './price-breakdown';

registerTranslations('orders', { ar, en, fr });
afterEach(cleanup);

// Issue 28.3: each line of the breakdown names what it counts (m², visits, units, hours, pieces), never "units" for all.

const line = (service_id: string, units: number, products: Quotation['price']['lines'][number]['products'] = []) => ({
  service_id,
  quantity: units,
  unit_price: 450,
  units,
  factor_keys: [],
  amount: units * 450,
  products,
});

const price = (package_type: 'visits' | 'hours'): Quotation['price'] =>
  ({
    package_type,
    per_location: 12,
    locations: 2,
    package_total: 24,
    lines: [
      line('cleaning', 20_400),
      line('plumbing', 2, [{ product_id: 'valve', quantity: 1, unit_price: 900, units: 24, amount: 21_600 }]),
    ],
    factors: [],
    subtotal: 0,
    discount: 0,
    discount_percent: 0,
    taxable: 0,
    vat: 0,
    total: 0,
  }) as unknown as Quotation['price'];

const units = { cleaning: 'sqm', plumbing: 'visit' } as const;

function renderBreakdown(of: Quotation['price']) {
  render(
    <PortalProviders>
      <PriceBreakdownView
        price={of}
        serviceName={(id) => id}
        productName={() => 'Valve'}
        unitOf={(id) => units[id as keyof typeof units]}
      />
    </PortalProviders>,
  );
  return screen.getAllByTestId('price-line').map((element) => (element.textContent ?? '').replace(/\s/g, ' '));
}

describe('price breakdown units', () => {
  it('names m², visits and pieces in English', async () => {
    await setLanguage('en');
    const [cleaning, plumbing] = renderBreakdown(price('visits'));
    expect(cleaning).toContain('20,400 m² × SAR 4.50');
    expect(plumbing).toContain('2 visits × SAR 4.50');
    expect(plumbing).toContain('Valve · 24 pieces × SAR 9.00');
  });

  it('counts technician-hours in a package by hours, in Arabic plural forms', async () => {
    await setLanguage('ar');
    const [, plumbing] = renderBreakdown(price('hours'));
    expect(plumbing).toContain('ساعتان');
    expect(plumbing).not.toContain('وحدة');
  });
});
