import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ORDER_REFERENCE_PATTERN, orderReference } from './order-fields';
import {
  createOrderBodySchema,
  createPackageVisitBodySchema,
  orderListQuerySchema,
  rateOrderBodySchema,
  updateOrderStatusBodySchema,
} from './order-requests';

const uuid = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const valid = {
  branch_id: uuid,
  services: [{ service_id: uuid, quantity: 2 }],
  date: '2026-12-01',
  slot: '09:30',
  shift: 'morning',
  payment_method: 'wallet',
};

/** Field path → message key of a failed parse. */
function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return Object.fromEntries(
    result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message] as const).reverse(),
  );
}

describe('create order body', () => {
  it('accepts a complete order and fills the defaults', () => {
    const parsed = v.parse(createOrderBodySchema, { ...valid, coupon: ' ramadan10 ' });
    expect(parsed.services[0]?.products).toEqual([]);
    expect(parsed.coupon).toBe('RAMADAN10');
  });

  it("says spec §5 'A minimum of one service must be added' and asks for the branch", () => {
    expect(issuesOf(createOrderBodySchema, { ...valid, services: [] })).toEqual({
      services: 'validation.min_one_service',
    });
    const { branch_id: _branch, services: _services, ...rest } = valid;
    expect(issuesOf(createOrderBodySchema, rest)).toEqual({
      branch_id: 'validation.select_branches',
      services: 'validation.min_one_service',
    });
  });

  it('refuses a bad slot, shift, date, quantity and payment method on their fields', () => {
    expect(
      issuesOf(createOrderBodySchema, {
        ...valid,
        slot: '25:00',
        shift: 'night',
        date: '2026-02-30',
        services: [{ service_id: uuid, quantity: 0 }],
        payment_method: 'bitcoin',
      }),
    ).toEqual({
      slot: 'validation.invalid',
      shift: 'validation.invalid',
      date: 'validation.date',
      'services.0.quantity': 'validation.between?min=1&max=100000',
      payment_method: 'validation.required',
    });
  });

  it('a package visit needs a package', () => {
    const { payment_method: _method, ...visit } = valid;
    expect(v.parse(createPackageVisitBodySchema, { ...visit, package_id: uuid }).hours).toBe(1);
    expect(issuesOf(createPackageVisitBodySchema, visit)).toEqual({ package_id: 'validation.select_package' });
  });
});

describe('operations', () => {
  it('cancel needs a reason and only cancels', () => {
    expect(issuesOf(updateOrderStatusBodySchema, { order_id: uuid, status: 'canceled', reason: ' ' })).toEqual({
      reason: 'validation.required',
    });
    expect(issuesOf(updateOrderStatusBodySchema, { order_id: uuid, status: 'completed', reason: 'x' })).toEqual({
      status: 'validation.invalid',
    });
  });

  it('rating is 1 to 5 whole stars', () => {
    expect(v.safeParse(rateOrderBodySchema, { order_id: uuid, rating: 5, comment: 'Great' }).success).toBe(true);
    for (const rating of [0, 6, 4.5]) {
      expect(Object.keys(issuesOf(rateOrderBodySchema, { order_id: uuid, rating }))).toEqual(['rating']);
    }
  });
});

describe('orders list query', () => {
  it('coerces the query string and checks the filters', () => {
    const parsed = v.parse(orderListQuerySchema, {
      page: '2',
      perPage: '25',
      status: 'on_hold',
      date_from: '2026-11-01',
    });
    expect(parsed).toMatchObject({ page: 2, perPage: 25, status: 'on_hold', date_from: '2026-11-01' });
    expect(issuesOf(orderListQuerySchema, { status: 'lost', payment_status: 'maybe' })).toEqual({
      status: 'validation.invalid',
      payment_status: 'validation.invalid',
    });
    expect(issuesOf(orderListQuerySchema, { date_from: '2026-11-10', date_to: '2026-11-01' })).toEqual({
      date_to: 'orders.date_range_order',
    });
    expect(v.safeParse(orderListQuerySchema, { date_from: '2026-11-01', date_to: '2026-11-01' }).success).toBe(true);
  });
});

it('references read ORD-YYYY-NNNNNN', () => {
  expect(orderReference(2026, 123)).toBe('ORD-2026-000123');
  expect(ORDER_REFERENCE_PATTERN.test(orderReference(2026, 999_999))).toBe(true);
  expect(ORDER_REFERENCE_PATTERN.test('ORD-26-1')).toBe(false);
});
