import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderServices, orders } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { orderRow } from '../fulfilment/order-helpers';
import { branchIn } from '../sales/package-helpers';
import { createTestApp, type TestApp } from '../support/harness';

// Migration 0017: the dashboard's monthly aggregates are kept by triggers in the transaction of every change of
// orders and order_services. After each kind of statement (multi-row inserts, status changes, cancels, branch moves,
// replaced service lines, deletes, a rolled-back transaction) they equal a recount over the rows.

let t: TestApp;
let companyId: string;
let branches: string[];
const SERVICES = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await companyOwner(t, 'Aggregates Co')).companyId;
  branches = [await branchIn(t, companyId, 'Olaya HQ', 'olaya'), await branchIn(t, companyId, 'Malaz', 'malaz')];
});
afterAll(() => t.close());

// Spread over months, with one at 22:00 UTC on the last day of a month (the next month in Riyadh).
const row = (n: number, status: string) =>
  orderRow({
    companyId,
    n,
    status,
    branchId: branches[n % 2]!,
    startsAt: new Date(Date.UTC(2026, n % 12, n % 5 === 0 ? 28 : 3, n % 5 === 0 ? 22 : 6 + (n % 8))),
    hours: 1 + (n % 3),
    times: 1 + (n % 4),
  });

const lines = (orderId: string, n: number) =>
  SERVICES.slice(0, 1 + (n % 2)).map((serviceId, position) => ({
    companyId,
    orderId,
    position,
    serviceId,
    name: { ar: 'خدمة', en: `Service ${position}`, fr: 'Service' },
    unit: 'visit',
    quantity: 1 + ((n + position) % 3),
    minQuantity: 1,
    unitPrice: 10_000,
    amount: 10_000,
  }));

type Row = Record<string, unknown>;
const keyed = (rows: Row[], value: (r: Row) => string) =>
  new Map(rows.filter((r) => value(r) !== '0|0|0' && value(r) !== '0|0').map((r) => [String(r.k), value(r)]));

async function rowsOf(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function expectAggregatesMatch() {
  const month = (table: string) =>
    sql.raw(`date_trunc('month', "${table}"."created_at" at time zone 'Asia/Riyadh')::date`);
  const orderCounts = await rowsOf(sql`
    select concat_ws('|', "orders"."branch_id", ${month('orders')}, "orders"."status") k, count(*)::text n,
      sum(extract(epoch from "orders"."ends_at" - "orders"."starts_at"))::float8::text s, sum("orders"."total")::text t
    from "orders" where "orders"."company_id" = ${companyId} group by 1`);
  const orderKept = await rowsOf(sql`
    select concat_ws('|', "dashboard_order_months"."branch_id", "dashboard_order_months"."month", "dashboard_order_months"."status") k,
      "orders"::text n, "seconds"::text s, "spend"::text t
    from "dashboard_order_months" where "dashboard_order_months"."company_id" = ${companyId}`);
  const orderValue = (r: Row) => `${r.n}|${Number(r.s)}|${r.t}`;
  expect(keyed(orderKept, orderValue)).toEqual(keyed(orderCounts, orderValue));

  const serviceCounts = await rowsOf(sql`
    select concat_ws('|', "orders"."branch_id", ${month('orders')}, "orders"."status", "order_services"."service_id") k,
      count(distinct "order_services"."order_id")::text n, sum("order_services"."quantity")::text q
    from "orders" join "order_services" on "order_services"."order_id" = "orders"."id"
    where "orders"."company_id" = ${companyId} group by 1`);
  const serviceKept = await rowsOf(sql`
    select concat_ws('|', "dashboard_service_months"."branch_id", "dashboard_service_months"."month", "dashboard_service_months"."status", "dashboard_service_months"."service_id") k,
      "orders"::text n, "quantity"::text q
    from "dashboard_service_months" where "dashboard_service_months"."company_id" = ${companyId}`);
  const serviceValue = (r: Row) => `${r.n}|${r.q}`;
  expect(keyed(serviceKept, serviceValue)).toEqual(keyed(serviceCounts, serviceValue));

  // Migration 0021: the yearly roll-up equals the monthly rows summed per year.
  const yearCounts = await rowsOf(sql`
    select concat_ws('|', "branch_id", extract(year from "month")::int, "status", "service_id") k,
      sum("orders")::text n, sum("quantity")::text q
    from "dashboard_service_months" where "dashboard_service_months"."company_id" = ${companyId} group by 1`);
  const yearKept = await rowsOf(sql`
    select concat_ws('|', "branch_id", "year", "status", "service_id") k, "orders"::text n, "quantity"::text q
    from "dashboard_service_years" where "dashboard_service_years"."company_id" = ${companyId}`);
  expect(keyed(yearKept, serviceValue)).toEqual(keyed(yearCounts, serviceValue));
  expect(yearKept.length).toBeGreaterThan(0);
  return orderCounts.reduce((sum, r) => sum + Number(r.n), 0);
}

describe('dashboard aggregates (migration 0017)', () => {
  it('equal a recount after inserts, status changes, cancels, branch moves, new lines, deletes and a rollback', async () => {
    const db = t.database.db;
    const inserted = await db
      .insert(orders)
      .values(Array.from({ length: 48 }, (_, n) => row(n, 'created')))
      .returning({ id: orders.id, reference: orders.reference });
    await db.insert(orderServices).values(inserted.flatMap((order, n) => lines(order.id, n)));
    expect(await expectAggregatesMatch()).toBe(48);

    // Status changes (multi-row), completion, cancels, a rating and a branch move.
    await db.update(orders).set({ status: 'confirmed' }).where(sql`${orders.reference} < 'ORD-2026-000030'`);
    await db.update(orders).set({ status: 'completed' }).where(sql`${orders.reference} < 'ORD-2026-000020'`);
    await db.update(orders).set({ status: 'canceled' }).where(eq(orders.status, 'created'));
    await db.update(orders).set({ status: 'rated', ratingStars: 5 }).where(eq(orders.reference, 'ORD-2026-000003'));
    await db.update(orders).set({ branchId: branches[0]! }).where(eq(orders.companyId, companyId));
    expect(await expectAggregatesMatch()).toBe(48);

    // An approved service change replaces an order's lines; a longer slot and a new total.
    const [first, second] = inserted;
    await db.delete(orderServices).where(inArray(orderServices.orderId, [first!.id, second!.id]));
    await db.insert(orderServices).values([...lines(first!.id, 1), ...lines(second!.id, 0)]);
    await db
      .update(orders)
      .set({ total: 99_999, subtotal: 86_956, vat: 13_043, endsAt: sql`${orders.startsAt} + interval '5 hours'` })
      .where(eq(orders.id, first!.id));
    await db.update(orderServices).set({ quantity: 7 }).where(eq(orderServices.orderId, second!.id));
    expect(await expectAggregatesMatch()).toBe(48);

    // Deleting orders (their lines first, as a cascade would leave the lines' aggregate to the company's deletion).
    const gone = inserted.slice(40).map((order) => order.id);
    await db.delete(orderServices).where(inArray(orderServices.orderId, gone));
    await db.delete(orders).where(inArray(orders.id, gone));
    expect(await expectAggregatesMatch()).toBe(40);

    await expect(
      db.transaction(async (tx) => {
        const [extra] = await tx.insert(orders).values(row(99, 'created')).returning({ id: orders.id });
        await tx.insert(orderServices).values(lines(extra!.id, 99));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await expectAggregatesMatch()).toBe(40);
  });
});
