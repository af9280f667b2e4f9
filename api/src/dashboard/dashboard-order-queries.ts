import { desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database';
import { dashboardOrderMonths, dashboardServiceMonths, orders, serviceCategories, services } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';

// The order widgets read the monthly aggregates of migration 0017 (a few rows per month and branch) instead of the
// year's orders. The scope adds the company filter and the member's branch limit (spec §6); `filter` adds the year
// and the chosen branch.

/** Orders whose work is done (the figure "completed orders" and its hours). */
const DONE = ['completed', 'rated'];
/** Orders that cost nothing: never submitted, or stopped before any work. */
const NOT_SPENT = ['draft', 'draft_failed', 'canceled', 'failed'];

export type OrderFilter = { from: Date; to: Date; branchId: string | null };

type MonthTable = typeof dashboardOrderMonths | typeof dashboardServiceMonths;

/** The Riyadh calendar year as a range of aggregate months ('YYYY-01-01' ≤ month < 'YYYY+1-01-01'). */
function monthConditions(table: MonthTable, filter: OrderFilter & { year: number }): SQL[] {
  const conditions = [gte(table.month, `${filter.year}-01-01`), lt(table.month, `${filter.year + 1}-01-01`)];
  if (filter.branchId) conditions.push(eq(table.branchId, filter.branchId));
  return conditions;
}

const month = sql<number>`extract(month from ${dashboardOrderMonths.month})::int`;
const done = sql`${dashboardOrderMonths.status} in ${DONE}`;
const spent = sql`${dashboardOrderMonths.status} not in ${NOT_SPENT}`;

/**
 * The year's aggregate rows grouped by month and branch (at most 12 × branches rows): the monthly widgets and the
 * per-branch widget are both sums of these rows. Branch names come from the caller's visible branches.
 */
export function orderFiguresByMonthAndBranch(scope: CompanyScope, filter: OrderFilter & { year: number }) {
  return (
    scope
      .select({
        month,
        branchId: dashboardOrderMonths.branchId,
        orders: sql<number>`sum(${dashboardOrderMonths.orders})::int`,
        completed: sql<number>`coalesce(sum(${dashboardOrderMonths.orders}) filter (where ${done}), 0)::int`,
        seconds: sql<number>`coalesce(sum(${dashboardOrderMonths.seconds}) filter (where ${done}), 0)::float8`,
        spend: sql<number>`coalesce(sum(${dashboardOrderMonths.spend}) filter (where ${spent}), 0)::bigint`,
      })
      .from(dashboardOrderMonths, ...monthConditions(dashboardOrderMonths, filter))
      .groupBy(month, dashboardOrderMonths.branchId)
      // groups whose orders all moved away (a status change) stay as zero rows
      .having(sql`sum(${dashboardOrderMonths.orders}) <> 0`)
  );
}

/** Services held by the most orders among the year's orders that went ahead, most first (the first five are the
 * "highest in demand" widget; all of them make analytics2's categories). */
export function servicesInDemand(scope: CompanyScope, filter: OrderFilter & { year: number }, limit = 1000) {
  const held = sql`sum(${dashboardServiceMonths.orders})`;
  return scope
    .select({
      service_id: dashboardServiceMonths.serviceId,
      name: sql<{ ar: string; en: string; fr: string }>`(array_agg(${dashboardServiceMonths.name}))[1]`,
      orders: sql<number>`${held}::int`,
      quantity: sql<number>`sum(${dashboardServiceMonths.quantity})::int`,
    })
    .from(
      dashboardServiceMonths,
      ...monthConditions(dashboardServiceMonths, filter),
      notInArray(dashboardServiceMonths.status, NOT_SPENT),
    )
    .groupBy(dashboardServiceMonths.serviceId)
    .having(sql`${held} > 0`)
    .orderBy(desc(held), dashboardServiceMonths.serviceId)
    .limit(limit);
}

/**
 * `desc nulls last`, the order the schema's `.desc()` indexes are built in: a plain `desc` (nulls first) does not
 * match them and PostgreSQL sorts the whole company instead of reading five index entries.
 */
export const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/** The newest orders of the chosen branch (any year), from the end of the (company, [branch,] created_at) index. */
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
    .orderBy(newestFirst(orders.createdAt), newestFirst(orders.id))
    .limit(limit);
}

/** First and last year with orders, for the year selector. */
export async function orderYears(scope: CompanyScope): Promise<{ first: number | null; last: number | null }> {
  const year = (bound: 'min' | 'max') =>
    sql<number | null>`extract(year from ${sql.raw(bound)}(${dashboardOrderMonths.month}))::int`;
  const [row] = await scope
    .select({ first: year('min'), last: year('max') })
    .from(dashboardOrderMonths, sql`${dashboardOrderMonths.orders} <> 0`);
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/**
 * The year's service lines per service category of the catalog (analytics2): the services' totals placed in their
 * category (the catalog is shared reference data, read by id). Services no longer in the catalog
 * fall in no category and are left out.
 */
export async function demandByCategory(
  db: Queryable,
  perService: readonly { service_id: string; orders: number; quantity: number }[],
) {
  if (perService.length === 0) return [];
  const placed = await db
    .select({
      serviceId: services.id,
      categoryId: serviceCategories.id,
      ar: serviceCategories.nameAr,
      en: serviceCategories.nameEn,
      fr: serviceCategories.nameFr,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(
      inArray(
        services.id,
        perService.map((row) => row.service_id),
      ),
    );
  const categoryOf = new Map(placed.map((row) => [row.serviceId, row]));
  const categories = new Map<
    string,
    { category_id: string; name: { ar: string; en: string; fr: string }; orders: number; quantity: number }
  >();
  for (const row of perService) {
    const category = categoryOf.get(row.service_id);
    if (!category) continue;
    const entry = categories.get(category.categoryId) ?? {
      category_id: category.categoryId,
      name: { ar: category.ar, en: category.en, fr: category.fr },
      orders: 0,
      quantity: 0,
    };
    entry.orders += row.orders;
    entry.quantity += row.quantity;
    categories.set(category.categoryId, entry);
  }
  return [...categories.values()].sort((a, b) => b.orders - a.orders || a.category_id.localeCompare(b.category_id));
}
