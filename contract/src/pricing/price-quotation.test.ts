import { describe, expect, it } from 'vitest';
import { basisPointsOf, checkPricingInput, priceQuotation } from './price-quotation';
import { acMaintenance, floorCleaning, officePricingInput } from './testing/office-quotation';

const input = officePricingInput([{ service_id: 'ac', quantity: 4, products: [] }]);

describe('priceQuotation', () => {
  it('prices a type named like an Object.prototype member as an unknown type (issue 26.4)', () => {
    const plain = priceQuotation({ ...input, business_type: 'no-such-type', unit_type: 'no-such-type' }, [
      acMaintenance,
    ]);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const price = priceQuotation({ ...input, business_type: name, unit_type: name }, [acMaintenance]);
      expect(price).toEqual({ ...plain, factors: expect.any(Array) });
      expect(price.factors.find((f) => f.key === 'business_type')?.permille).toBe(1000);
      expect(price.factors.find((f) => f.key === 'unit_type')?.permille).toBe(1000);
    }
  });

  it('prices the worked example of docs/pricing.md to the halala', () => {
    // 15,000 × (4 units × 12 visits) = 720,000 × 1.1 × 1.05 × 1.05 × 0.9 × 0.95 = 746,568.9 → 746,569
    const price = priceQuotation(input, [acMaintenance]);
    expect(price.per_location).toBe(12);
    expect(price.lines[0]?.amount).toBe(746_569);
    expect(price.subtotal).toBe(746_569);
    expect(price.discount).toBe(0);
    expect(price.vat).toBe(111_985); // 111,985.35
    expect(price.total).toBe(858_554);
  });

  it('does not apply the area factor to services sold by the m², nor frequency to hours packages', () => {
    const sqm = priceQuotation({ ...input, services: [{ service_id: 'clean', quantity: 250, products: [] }] }, [
      floorCleaning,
    ]);
    expect(sqm.lines[0]?.factor_keys).not.toContain('area');
    const hours = priceQuotation({ ...input, package_type: 'hours', hours: 40 }, [acMaintenance]);
    expect(hours.lines[0]?.factor_keys).not.toContain('frequency');
    expect(hours.lines[0]?.unit_price).toBe(9_000);
    expect(hours.package_total).toBe(40);
  });

  it('applies the location discount before VAT and scales by locations', () => {
    const five = priceQuotation({ ...input, locations: 5 }, [acMaintenance]);
    expect(five.discount_bp).toBe(500);
    expect(five.lines[0]?.units).toBe(4 * 12 * 5);
    expect(five.taxable).toBe(five.subtotal - five.discount);
    expect(five.total).toBe(five.taxable + five.vat);
  });

  it('prices products per visit and per location without factors', () => {
    const withFilter = priceQuotation(
      {
        ...input,
        locations: 2,
        services: [{ service_id: 'ac', quantity: 4, products: [{ product_id: 'filter', quantity: 2 }] }],
      },
      [acMaintenance],
    );
    expect(withFilter.lines[0]?.products[0]?.amount).toBe(2_500 * 2 * 12 * 2);
  });

  it('rounds halves up', () => {
    expect(basisPointsOf(1, 5_000)).toBe(1);
    expect(basisPointsOf(3, 1_500)).toBe(0); // 0.45
    expect(basisPointsOf(10, 1_500)).toBe(2); // 1.5
  });

  it('reports unknown services and quantities under the minimum on their fields', () => {
    expect(checkPricingInput({ ...input, services: [] }, [acMaintenance])).toEqual([
      { path: 'services', message: 'validation.select_services' },
    ]);
    const issues = checkPricingInput(
      {
        ...input,
        services: [
          { service_id: 'clean', quantity: 10, products: [] },
          { service_id: 'x', quantity: 1, products: [] },
        ],
      },
      [floorCleaning],
    );
    expect(issues).toEqual([
      { path: 'services.0.quantity', message: 'validation.min_quantity?n=50' },
      { path: 'services.1.service_id', message: 'validation.invalid' },
    ]);
  });
});
