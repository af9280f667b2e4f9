import {
  type Branch,
  type Order,
  type OrderDetails,
  type OrderDraft,
  type OrderProposal,
  orderDetailsSchema,
  type Service,
} from '@portal/shared/contract';
import * as v from 'valibot';

// Orders as GET company/orders/order/:reference answers them, for rendering tests; parsed with the contract's
// schema so a fixture cannot drift from what the API sends.

const ORDER_ID = '7d1c2a4e-0000-4000-8000-000000000001';

export const order = (changes: Partial<Order> = {}): Order => ({
  id: ORDER_ID,
  reference: 'ORD-2026-000001',
  type: 'onetime',
  status: 'created',
  previous_status: null,
  sub_status: null,
  services_status: 'original',
  customer: { id: 'u1', name: 'Sara Owner' },
  branch: { id: '7d1c2a4e-0000-4000-8000-0000000000b1', name: 'Olaya', code: 'OLY' },
  location: { address: 'Olaya St', area: null, latitude: null, longitude: null },
  date: '2026-12-01',
  time: '09:00',
  end_time: '10:30',
  shift: 'morning',
  provider: null,
  package_reference: null,
  coupon_code: null,
  notes: null,
  client_note: null,
  subtotal: 20_000,
  discount: 0,
  vat: 3_000,
  total: 23_000,
  total_paid: 23_000,
  total_due: 0,
  payment_status: 'paid',
  payment_method: 'wallet',
  payment_type: null,
  gateway: null,
  services: [
    {
      id: 'l1',
      service_id: 's1',
      name: { ar: 'تكييف', en: 'Air conditioning', fr: 'Climatisation' },
      unit: 'unit',
      quantity: 2,
      min_quantity: 1,
      unit_price: 10_000,
      amount: 20_000,
      products: [],
    },
  ],
  rating: null,
  reason_id: null,
  reason: null,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  ...changes,
});

export const proposal = (changes: Partial<OrderProposal> = {}): OrderProposal => ({
  id: '7d1c2a4e-0000-4000-8000-0000000000a1',
  kind: 'service_change',
  status: 'submitted',
  proposed_by: 'P',
  services: [{ service_id: 's1', name: { ar: 'تكييف', en: 'Air conditioning', fr: 'Climatisation' }, quantity: 3 }],
  date: null,
  time: null,
  total_difference: 11_500,
  note: null,
  created_at: '2026-11-24T11:00:00.000Z',
  decided_at: null,
  ...changes,
});

/** The first step of every order's history: the company created it. */
export const CREATED_STEP: OrderDetails['history'][number] = {
  id: 'h1',
  from: null,
  to: 'created',
  operation: 'submit',
  actor: 'C',
  actor_name: 'Sara Owner',
  note: null,
  created_at: '2026-11-24T10:00:00.000Z',
};

export const orderDetails = (changes: Partial<Order> = {}, extra: Partial<OrderDetails> = {}): OrderDetails =>
  v.parse(orderDetailsSchema, {
    order: order(changes),
    history: [CREATED_STEP],
    proposals: [],
    invoice_ids: [],
    payments: [],
    warranty: { of: null, orders: [], completed_at: null, ends_at: null, refusal: 'orders.warranty.not_completed' },
    offer: null,
    ...extra,
  });

export const AC_FILTER = '7d1c2a4e-0000-4000-8000-0000000000d1';
const FILTER_NAME = { ar: 'فلتر مكيف', en: 'AC filter', fr: 'Filtre de climatiseur' };

/** Two catalog services as GET public/services/service lists them (the rows pricing reads). */
export const catalogServices = (): Service[] =>
  [
    { id: '7d1c2a4e-0000-4000-8000-0000000000c1', code: 'ac', min: 2, unit: 'unit' as const, price: 10_000 },
    { id: '7d1c2a4e-0000-4000-8000-0000000000c2', code: 'clean', min: 50, unit: 'sqm' as const, price: 500 },
  ].map(({ id, code, min, unit, price }, index) => ({
    id,
    code,
    category_id: 'cat1',
    category_code: 'maintenance',
    service_type_id: null,
    name: { ar: `خدمة ${code}`, en: `Service ${code}`, fr: `Service ${code}` },
    description: { ar: '', en: '', fr: '' },
    unit,
    base_price: price,
    hourly_price: 8_000,
    min_quantity: min,
    max_quantity: 10_000,
    // The AC service offers one optional product (ADR 0066); cleaning none.
    products:
      code === 'ac' ? [{ id: AC_FILTER, code: 'ac_filter', service_id: id, name: FILTER_NAME, price: 3_500 }] : [],
    items: [],
    sort: index,
  }));

/** A branch of the create form with every pricing fact (an office of 250 m², 4 years, two floors of 3 m). */
export const FORM_BRANCH = {
  id: '7d1c2a4e-0000-4000-8000-0000000000b1',
  name: 'Olaya',
  code: 'OLY',
  property_type: { id: 'pt1', code: 'office', name: { ar: 'مكتب', en: 'Office', fr: 'Bureau' } },
  size_m2: 250,
  building_age_years: 4,
  floors: 2,
  floor_height_m: 3,
} as Branch;

/** The user's draft of the one-time form (ADR 0063), as GET company/orders/draft answers it: one line, at Olaya. */
export const orderDraft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  id: 'd1',
  status: 'draft',
  form: {
    branch_id: FORM_BRANCH.id,
    lines: [{ service_id: catalogServices()[0]!.id, quantity: 3 }],
    date: '',
    slot: '',
    notes: 'Third floor',
    coupon: '',
    payment_method: 'cash',
  },
  priced_total: 19_838,
  failure: null,
  updated_at: '2026-11-30T09:00:00.000Z',
  ...overrides,
});
