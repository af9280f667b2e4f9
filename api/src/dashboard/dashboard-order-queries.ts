import { desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { orderServices, orders } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';

// Aggregates over the company's orders, each one statement (no rows loaded to be counted in Node). The scope adds
// the company filter and the member's branch limit (spec §6); `filter` adds the year and the chosen branch.

/** Orders whose work is done (the figure "completed orders" and its hours). */
const DONE = ['completed', 'rated'];
/** Orders that cost nothing: never submitted, or stopped before any work. */
const NOT_SPENT = ['draft', 'draft_failed', 'canceled', 'failed'];

export type OrderFilter = { from: Date; to: Date; branchId: string | null };

function orderConditions(filter: OrderFilter): SQL[] {
  const conditions = [gte(orders.createdAt, filter.from), lt(orders.createdAt, filter.to)];
  if (filter.branchId) conditions.push(eq(orders.branchId, filter.branchId));
  return conditions;
}

const riyadhMonth = sql<number>`extract(month from ${orders.createdAt} at time zone 'Asia/Riyadh')::int`;
const done = sql`${orders.status} in ${DONE}`;
const spent = sql`${orders.status} not in ${NOT_SPENT}`;

/**
 * One scan of the year's orders grouped by month and branch (at most 12 × branches rows): the monthly widgets and
 * the per-branch widget are both sums of these rows.
 */
export function orderFiguresByMonthAndBranch(scope: CompanyScope, filter: OrderFilter) {
  return scope
    .select({
      month: riyadhMonth,
      branchId: orders.branchId,
      name: sql<string>`max(${orders.branchName})`,
      code: sql<string>`max(${orders.branchCode})`,
      orders: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${done}))::int`,
      seconds: sql<number>`coalesce(sum(extract(epoch from ${orders.endsAt} - ${orders.startsAt})) filter (where ${done}), 0)::float8`,
      spend: sql<number>`coalesce(sum(${orders.total}) filter (where ${spent}), 0)::bigint`,
    })
    .from(orders, ...orderConditions(filter))
    .groupBy(riyadhMonth, orders.branchId);
}

/** Services with the most order lines among the year's orders that went ahead. */
export function servicesInDemand(scope: CompanyScope, filter: OrderFilter, limit = 5) {
  const yearOrders = scope
    .select({ id: orders.id })
    .from(orders, ...orderConditions(filter), notInArray(orders.status, NOT_SPENT));
  return scope
    .select({
      service_id: orderServices.serviceId,
      name: sql<{
        ar: string;
        en: string;
        fr: string;
      }>`(array_agg(${orderServices.name} order by ${orderServices.id}))[1]`,
      orders: sql<number>`count(distinct ${orderServices.orderId})::int`,
      quantity: sql<number>`sum(${orderServices.quantity})::int`,
    })
    .from(orderServices, inArray(orderServices.orderId, yearOrders))
    .groupBy(orderServices.serviceId)
    .orderBy(desc(sql`count(distinct ${orderServices.orderId})`), orderServices.serviceId)
    .limit(limit);
}

/** The newest orders of the chosen branch (any year). */
export function latestOrders(scope: CompanyScope, branchId: string | null, limit = 5) {
  return scope
    .select({
      reference: orders.reference,
      branch_name: orders.branchName,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders, branchId ? eq(orders.branchId, branchId) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** First and last year with orders (index ends of company_id, created_at), for the year selector. */
export async function orderYears(scope: CompanyScope): Promise<{ first: number | null; last: number | null }> {
  const year = (bound: 'min' | 'max') =>
    sql<number | null>`extract(year from ${sql.raw(bound)}(${orders.createdAt}) at time zone 'Asia/Riyadh')::int`;
  const [row] = await scope.select({ first: year('min'), last: year('max') }).from(orders);
  return { first: row?.first ?? null, last: row?.last ?? null };
}
