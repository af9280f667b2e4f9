import type { Service } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { membershipBranches, memberships } from '../../src/platform/db/schema/index';
import { companyOwner, memberWith } from '../company/account-helpers';
import { newKey } from '../money/money-helpers';
import { catalogServices, serviceByCode } from '../sales/package-helpers';
import { call, type TestApp } from '../support/harness';

// Helpers of the orders tests (and of every later orders test: operations, ops and provider APIs, the list): a
// one-time order through the real API with sensible defaults. Keep the signatures stable.

export const ORDERS = '/api/v1/company/orders';

/**
 * A visit day with every seeded provider at work: the test clock starts on Wednesday 2025-01-15 09:00 UTC, so this
 * is Saturday 2025-01-18 + `weeks` weeks (Saturday–Thursday is the Saudi working week of migration 0012).
 */
export const visitDay = (weeks = 0) => {
  const day = new Date(Date.UTC(2025, 0, 18 + weeks * 7));
  return day.toISOString().slice(0, 10);
};

/** A catalog service id by code (plumbing: per visit, min 1; carpentry: per hour, min 2; ac_maintenance: per unit). */
export async function serviceIds(t: TestApp, token: string) {
  const services: Service[] = await catalogServices(t, token);
  return (code: string) => serviceByCode(services, code).id;
}

/**
 * The companies of an orders test: the owner's company places the orders, the other one is the outsider of the
 * isolation checks; `id` reads the catalog's service ids by code.
 */
export async function orderingCompanies(t: TestApp, name: string) {
  const owner = await companyOwner(t, name);
  const other = await companyOwner(t, `Other ${name}`);
  return { owner, other, id: await serviceIds(t, owner.token) };
}

/** A member who may read and place orders, limited to one branch of the company (spec §6 branch limits). */
export async function branchOrderer(t: TestApp, companyId: string, branchId: string) {
  const member = await memberWith(t, companyId, [
    { action: 'read', subject: 'b2b_orders' },
    { action: 'insert', subject: 'b2b_orders' },
  ]);
  const [membership] = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.userId, member.userId));
  await t.database.db.insert(membershipBranches).values({ membershipId: membership!.id, branchId });
  return member;
}

export interface OrderOverrides {
  branch_id: string;
  services?: { service_id: string; quantity: number; products?: { product_id: string; quantity: number }[] }[];
  date?: string;
  slot?: string;
  shift?: 'morning' | 'evening';
  notes?: string;
  coupon?: string;
  payment_method?: 'wallet' | 'credit_card' | 'transfer' | 'cash';
}

/** The create body: one plumbing visit on `visitDay()` at 10:00 (morning), paid by cash unless overridden. */
export function orderBody(plumbingId: string, overrides: OrderOverrides) {
  return {
    services: [{ service_id: plumbingId, quantity: 1 }],
    date: visitDay(),
    slot: '10:00',
    shift: 'morning',
    payment_method: 'cash',
    ...overrides,
  };
}

/** POST company/orders/order with a fresh Idempotency-Key (or `key`). */
export const postOrder = (app: FastifyInstance, token: string, body: unknown, key: string = newKey()) =>
  call(app, 'POST', `${ORDERS}/order`, { token, body, headers: { lang: 'en', 'idempotency-key': key } });

/**
 * Creates a one-time order (201 or throws) and returns the created order (contract Order). Defaults: one plumbing
 * visit, Saturday 2025-01-18 10:00, cash.
 */
export async function createOrder(t: TestApp, token: string, overrides: OrderOverrides) {
  const id = await serviceIds(t, token);
  const answer = await postOrder(t.app, token, orderBody(id('plumbing'), overrides));
  if (answer.statusCode !== 201) throw new Error(`create order failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.order;
}

/** GET company/orders/order/:reference (the order page's data). */
export const orderDetails = (t: TestApp, token: string, reference: string) =>
  call(t.app, 'GET', `${ORDERS}/order/${reference}`, { token, headers: { lang: 'en' } });

/**
 * An `orders` row written straight to the table (the trigger tests insert hundreds at once): order `n` of the
 * company, visited at `startsAt` for `hours`, with the amounts of a 10,000 halalas subtotal times `times`.
 */
export function orderRow(input: {
  companyId: string;
  n: number;
  status: string;
  branchId: string;
  startsAt: Date;
  hours?: number;
  times?: number;
  type?: string;
  paymentStatus?: string;
}) {
  const { startsAt, hours = 1, times = 1 } = input;
  return {
    companyId: input.companyId,
    reference: `ORD-2026-${String(input.n).padStart(6, '0')}`,
    type: input.type ?? 'onetime',
    status: input.status,
    customerName: 'Sara',
    branchId: input.branchId,
    branchName: 'Branch',
    branchCode: 'B',
    visitDate: '2026-12-01',
    time: '09:00',
    endTime: '10:00',
    shift: 'morning',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000 * hours),
    subtotal: 10_000 * times,
    vat: 1_500 * times,
    total: 11_500 * times,
    totalDue: 11_500 * times,
    paymentStatus: input.paymentStatus ?? 'unpaid',
    createdAt: startsAt,
    updatedAt: startsAt,
  };
}
