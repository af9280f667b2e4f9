import { describe, expect, it } from 'vitest';
import type { Service } from '../catalog';
import { NO_COMPANY_PRICES, priceInForce, serviceAtCompanyPrices } from './company-prices';
import { oneTimeOrderInput, priceOneTimeOrder } from './price-order';
import { priceQuotation } from './price-quotation';

const service: Service = {
  id: 's1',
  code: 'ac',
  category_id: 'c1',
  category_code: 'maintenance',
  service_type_id: null,
  name: { ar: 'تكييف', en: 'AC', fr: 'Clim' },
  description: { ar: '', en: '', fr: '' },
  unit: 'unit',
  base_price: 10_000,
  hourly_price: 8_000,
  min_quantity: 1,
  max_quantity: 10,
  products: [
    { id: 'p1', code: 'filter', service_id: 's1', name: { ar: 'فلتر', en: 'Filter', fr: 'Filtre' }, price: 2_000 },
  ],
  items: [],
  sort: 0,
};

const context = {
  business_type: 'office',
  unit_type: 'office',
  area_sqm: 100,
  building_age_years: 1,
  floors: 1,
  floor_height_m: 3,
};

describe('company prices over the catalog rows', () => {
  it('replaces the unit, hourly and product prices it names and nothing else', () => {
    const overlaid = serviceAtCompanyPrices(service, {
      services: new Map([['s1', { unit_price: 7_500, hourly_price: null }]]),
      products: new Map([['p1', 1_500]]),
    });
    expect(overlaid.base_price).toBe(7_500);
    expect(overlaid.hourly_price).toBe(8_000);
    expect(overlaid.products[0]?.price).toBe(1_500);
    expect({ ...overlaid, base_price: 10_000, products: service.products }).toEqual(service);
    expect(serviceAtCompanyPrices(service, NO_COMPANY_PRICES)).toEqual(service);
  });

  it('the pricing function charges the negotiated unit price', () => {
    const lines = [{ service_id: 's1', quantity: 2, products: [] }];
    const overlaid = serviceAtCompanyPrices(service, {
      services: new Map([['s1', { unit_price: 5_000, hourly_price: null }]]),
      products: new Map(),
    });
    const list = priceOneTimeOrder(context, lines, [service]);
    const own = priceOneTimeOrder(context, lines, [overlaid]);
    expect(list.lines[0]?.unit_price).toBe(10_000);
    expect(own.lines[0]?.unit_price).toBe(5_000);
    expect(Math.abs(own.subtotal * 2 - list.subtotal)).toBeLessThanOrEqual(1);
    expect(priceQuotation(oneTimeOrderInput(context, lines), [overlaid]).subtotal).toBe(own.subtotal);
  });

  it('a validity is in force from its first to its last day', () => {
    expect(priceInForce({ valid_from: null, valid_to: null }, '2026-01-01')).toBe(true);
    expect(priceInForce({ valid_from: '2026-01-02', valid_to: null }, '2026-01-01')).toBe(false);
    expect(priceInForce({ valid_from: '2026-01-01', valid_to: '2026-01-01' }, '2026-01-01')).toBe(true);
    expect(priceInForce({ valid_from: null, valid_to: '2025-12-31' }, '2026-01-01')).toBe(false);
  });
});
