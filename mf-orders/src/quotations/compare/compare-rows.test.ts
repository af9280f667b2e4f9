import { priceQuotation, type Quotation } from '@portal/shared/contract';
import { acMaintenance, floorCleaning, OFFICE_BUILDING, officePricingInput } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-rows';

function quotation(reference: string, services: Quotation['answers']['services']): Quotation {
  return {
    id: reference,
    reference,
    status: 'approved',
    answers: { ...OFFICE_BUILDING, branch_ids: ['b1'], unit_ids: [], services },
    branches: [{ id: 'b1', name: 'Olaya', code: 'OLY' }],
    services: [],
    price: priceQuotation(officePricingInput(services), [acMaintenance, floorCleaning]),
    valid_until: '2026-12-31',
    rejection_reason: null,
    package_reference: null,
    created_at: '2026-11-01T10:00:00Z',
    decided_at: null,
  };
}

const labels = {
  facts: (q: Quotation) => [{ key: 'floors', label: 'Floors', value: String(q.answers.floors) }],
  serviceName: (id: string) => id,
  subtotal: 'Subtotal',
  discount: 'Discount',
  vat: 'VAT',
  total: 'Total',
};

describe('compareRows', () => {
  it('lists every service of either quotation, absent ones as null, and the totals of both', () => {
    const a = quotation('QUO-A', [{ service_id: 'ac', quantity: 4, products: [] }]);
    const b = quotation('QUO-B', [
      { service_id: 'ac', quantity: 4, products: [] },
      { service_id: 'clean', quantity: 100, products: [] },
    ]);
    const rows = compareRows(a, b, labels);
    expect(rows.map((row) => row.key)).toEqual([
      'floors',
      'service-ac',
      'service-clean',
      'subtotal',
      'discount',
      'vat',
      'total',
    ]);
    const clean = rows.find((row) => row.key === 'service-clean');
    expect(clean).toMatchObject({ a: null, b: b.price.lines[1]?.amount });
    expect(rows.find((row) => row.key === 'service-ac')).toMatchObject({
      a: a.price.lines[0]?.amount,
      b: b.price.lines[0]?.amount,
    });
    expect(rows.at(-1)).toMatchObject({ a: a.price.total, b: b.price.total });
    expect(a.price.total).toBeLessThan(b.price.total);
  });
});
