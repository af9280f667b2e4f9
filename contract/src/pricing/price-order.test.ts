import { describe, expect, it } from 'vitest';
import { FREQUENCY_FACTORS } from './factor-tables';
import { checkOrderServices, type OrderPricingContext, oneTimeOrderInput, priceOneTimeOrder } from './price-order';
import { type PricedService, priceQuotation } from './price-quotation';

const acMaintenance: PricedService = {
  id: 'ac',
  unit: 'unit',
  base_price: 15_000,
  hourly_price: 9_000,
  min_quantity: 2,
  max_quantity: 500,
  products: [{ id: 'filter', price: 2_500 }],
};
const branch: OrderPricingContext = {
  business_type: 'office',
  unit_type: 'office',
  area_sqm: 250,
  building_age_years: 10,
  floors: 2,
  floor_height_m: 3,
};

describe('priceOneTimeOrder', () => {
  it('is the quotation price of one visit at one location, to the halala', () => {
    // 15,000 × 4 units × 1 visit = 60,000 × 1.1 (area) × 1.05 (age) × 1.05 (floors) × 1.0 (1 month) × 1.15
    // (one_time) = 83,679.75 → 83,680; + 2 filters 5,000 = 88,680; VAT 13,302; total 101,982.
    const services = [{ service_id: 'ac', quantity: 4, products: [{ product_id: 'filter', quantity: 2 }] }];
    const price = priceOneTimeOrder(branch, services, [acMaintenance]);
    expect(FREQUENCY_FACTORS.one_time).toBe(1150);
    expect(price.lines[0]?.amount).toBe(83_680);
    expect(price.subtotal).toBe(88_680);
    expect(price.discount).toBe(0);
    expect(price.vat).toBe(13_302);
    expect(price.total).toBe(101_982);
    expect(price.coupon_discount).toBe(0);
    // the same function the quotation wizard runs, not a second pricing
    const quotation = priceQuotation(oneTimeOrderInput(branch, services), [acMaintenance]);
    const { coupon_code, coupon_discount, offer_id, offer_discount, ...breakdown } = price;
    expect({ coupon_code, coupon_discount, offer_id, offer_discount }).toEqual({
      coupon_code: null,
      coupon_discount: 0,
      offer_id: null,
      offer_discount: 0,
    });
    expect(breakdown).toEqual(quotation);
  });

  it('takes a coupon off before VAT, capped by its maximum and by the amount', () => {
    const services = [{ service_id: 'ac', quantity: 4, products: [] }];
    const tenPercent = priceOneTimeOrder(branch, services, [acMaintenance], { code: 'TEN', discount_bp: 1000 });
    expect(tenPercent.coupon_discount).toBe(8_368);
    expect(tenPercent.discount).toBe(8_368);
    expect(tenPercent.taxable).toBe(75_312);
    expect(tenPercent.vat).toBe(11_297); // 11,296.8
    expect(tenPercent.total).toBe(86_609);
    const capped = priceOneTimeOrder(branch, services, [acMaintenance], {
      code: 'CAP',
      discount_bp: 5000,
      max_discount: 1_000,
    });
    expect(capped.coupon_discount).toBe(1_000);
    const everything = priceOneTimeOrder(branch, services, [acMaintenance], { code: 'ALL', discount_bp: 20_000 });
    expect(everything.taxable).toBe(0);
    expect(everything.total).toBe(0);
  });

  it("reports spec §5 'A minimum of one service' and 'Minimum quantity {n}' on the service's field", () => {
    expect(checkOrderServices(branch, [], [acMaintenance])).toEqual([
      { path: 'services', message: 'validation.min_one_service' },
    ]);
    expect(checkOrderServices(branch, [{ service_id: 'ac', quantity: 1, products: [] }], [acMaintenance])).toEqual([
      { path: 'services.0.quantity', message: 'validation.min_quantity?n=2' },
    ]);
    expect(() => priceOneTimeOrder(branch, [], [acMaintenance])).toThrow();
  });

  it('prices optional products per piece, unfactored, beside their service; refuses foreign and repeated ones', () => {
    const plain = priceOneTimeOrder(branch, [{ service_id: 'ac', quantity: 4, products: [] }], [acMaintenance]);
    const filters = [{ product_id: 'filter', quantity: 3 }];
    const withFilters = priceOneTimeOrder(
      branch,
      [{ service_id: 'ac', quantity: 4, products: filters }],
      [acMaintenance],
    );
    // 3 filters × 2,500 × 1 visit × 1 location: the service line is unchanged, the subtotal grows by 7,500.
    expect(withFilters.lines[0]?.amount).toBe(plain.lines[0]?.amount);
    expect(withFilters.lines[0]?.products).toEqual([
      { product_id: 'filter', quantity: 3, unit_price: 2_500, units: 3, amount: 7_500 },
    ]);
    expect(withFilters.subtotal).toBe(plain.subtotal + 7_500);
    expect(withFilters.vat).toBe(Math.round(((plain.subtotal + 7_500) * 15) / 100));
    const foreign = [{ service_id: 'ac', quantity: 4, products: [{ product_id: 'mixer', quantity: 1 }] }];
    expect(checkOrderServices(branch, foreign, [acMaintenance])).toEqual([
      { path: 'services.0.products.0.product_id', message: 'validation.product_not_offered' },
    ]);
    const twice = [{ service_id: 'ac', quantity: 4, products: [...filters, { product_id: 'filter', quantity: 1 }] }];
    expect(checkOrderServices(branch, twice, [acMaintenance])).toEqual([
      { path: 'services.0.products.1.product_id', message: 'validation.product_repeated' },
    ]);
    expect(() => priceOneTimeOrder(branch, twice, [acMaintenance])).toThrow();
  });

  describe('with an offer (ADR 0070)', () => {
    const cleaning: PricedService = {
      id: 'clean',
      unit: 'visit',
      base_price: 30_000,
      hourly_price: 10_000,
      min_quantity: 1,
      max_quantity: 10,
      products: [],
    };
    const catalog = [acMaintenance, cleaning];
    const offer = { id: 'offer-1', service_id: 'ac', discount_bp: 2000 };
    const ac = { service_id: 'ac', quantity: 4, products: [{ product_id: 'filter', quantity: 2 }] };
    const clean = { service_id: 'clean', quantity: 1, products: [] };

    it("takes its discount off its service's line and products only, before VAT", () => {
      const plain = priceOneTimeOrder(branch, [ac, clean], catalog);
      const priced = priceOneTimeOrder(branch, [ac, clean], catalog, null, offer);
      // The AC line 83,680 + filters 5,000 = 88,680; 20 % = 17,736. The cleaning line keeps its price.
      expect(priced.offer_id).toBe('offer-1');
      expect(priced.offer_discount).toBe(17_736);
      expect(priced.coupon_discount).toBe(0);
      expect(priced.subtotal).toBe(plain.subtotal);
      expect(priced.lines).toEqual(plain.lines);
      expect(priced.discount).toBe(17_736);
      expect(priced.taxable).toBe(plain.subtotal - 17_736);
      expect(priced.vat).toBe(Math.round((priced.taxable * 15) / 100));
      expect(priced.total).toBe(priced.taxable + priced.vat);
    });

    it('rounds half up and never takes more than the order', () => {
      // 83,680 + 5,000 at 0.05 % = 44.34 → 44; at 100 % the whole AC line, the cleaning line still due.
      expect(priceOneTimeOrder(branch, [ac], catalog, null, { ...offer, discount_bp: 5 }).offer_discount).toBe(44);
      const free = priceOneTimeOrder(branch, [ac, clean], catalog, null, { ...offer, discount_bp: 10_000 });
      expect(free.offer_discount).toBe(88_680);
      expect(free.taxable).toBe(free.subtotal - 88_680);
    });

    it('takes nothing off an order without its service, and refuses a coupon beside it', () => {
      const without = priceOneTimeOrder(branch, [clean], catalog, null, offer);
      expect(without.offer_discount).toBe(0);
      expect(without.total).toBe(priceOneTimeOrder(branch, [clean], catalog).total);
      expect(() => priceOneTimeOrder(branch, [ac], catalog, { code: 'TEN', discount_bp: 1000 }, offer)).toThrow();
    });
  });
});
