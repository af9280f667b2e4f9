import { desc, eq, gte, lt, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { CompanyOwnedTable } from '../../platform/db/schema/company-owned';
import {
  companyPackages,
  dashboardOrderMonths,
  dashboardServiceYears,
  orders,
  serviceCategories,
  services,
} from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// The order widgets read the monthly aggregates of migration 0017 (a few rows per month and branch) instead of the
// year's orders. The scope adds the company filter and the member's branch limit (spec §6); `filter` adds the year
// and the chosen branch. Values may be placeholders: the dashboard's statement is built once per shape
// (dashboard-statement.ts) and run with each request's values.

/** Orders whose work is done (the figure "completed orders" and its hours). */
const DONE = ['completed', 'rated'];
/** Orders that cost nothing: never submitted, or stopped before any work. */
const NOT_SPENT = ['draft', 'draft_failed', 'canceled', 'failed'];

/** A value of the statement, or the placeholder it is bound to later. */
export type Param<T> = T | Placeholder;

/**
 * The dashboard's year (the yearly roll-up's key), as instants (packages) and as aggregate months ('YYYY-01-01' ≤
 * month < 'YYYY+1-01-01'), and the chosen branch (null: every visible branch).
 */
export interface OrderFilter {
  year: Param<number>;
  from: Param<Date>;
  to: Param<Date>;
  firstMonth: Param<string>;
  endMonth: Param<string>;
  branchId: Param<string> | null;
}

function monthConditions(table: typeof dashboardOrderMonths, filter: OrderFilter): SQL[] {
  const conditions = [gte(table.month, filter.firstMonth), lt(table.month, filter.endMonth)];
  if (filter.branchId) conditions.push(eq(table.branchId, filter.branchId));
  return conditions;
}

// Counts are summed as int (a group's count fits) and months read with date_part: bigint sums and extract() are
// numeric in PostgreSQL, several times slower per row (the widgets sum a few thousand aggregate rows per request).
// Money (spend) stays an exact numeric sum.
const month = sql<number>`date_part('month', ${dashboardOrderMonths.month})::int`;
const orderCount = sql`${dashboardOrderMonths.orders}::int`;
const done = sql`${dashboardOrderMonths.status} in ${DONE}`;
const spent = sql`${dashboardOrderMonths.status} not in ${NOT_SPENT}`;

/**
 * The year's aggregate rows grouped by month and branch (at most 12 × branches rows): the monthly widgets and the
 * per-branch widget are both sums of these rows. Branch names come from the caller's visible branches.
 */
export function orderFiguresByMonthAndBranch(scope: CompanyScope, filter: OrderFilter) {
  return (
    scope
      .select({
        month,
        branchId: dashboardOrderMonths.branchId,
        orders: sql<number>`sum(${orderCount})::int`,
        completed: sql<number>`coalesce(sum(${orderCount}) filter (where ${done}), 0)::int`,
        seconds: sql<number>`coalesce(sum(${dashboardOrderMonths.seconds}) filter (where ${done}), 0)::float8`,
        spend: sql<number>`coalesce(sum(${dashboardOrderMonths.spend}) filter (where ${spent}), 0)::bigint`,
      })
      .from(dashboardOrderMonths, ...monthConditions(dashboardOrderMonths, filter))
      .groupBy(dashboardOrderMonths.month, dashboardOrderMonths.branchId)
      // groups whose orders all moved away (a status change) stay as zero rows
      .having(sql`sum(${orderCount}) <> 0`)
  );
}

/** Services held by the most orders among the year's orders that went ahead, most first (the first five are the
 * "highest in demand" widget; all of them make analytics2's categories). From the yearly roll-up (migration 0021). */
export function servicesInDemand(scope: CompanyScope, filter: OrderFilter, limit = 1000) {
  const held = sql`sum(${dashboardServiceYears.orders}::int)`;
  const branch = filter.branchId ? eq(dashboardServiceYears.branchId, filter.branchId) : undefined;
  return scope
    .select({
      service_id: dashboardServiceYears.serviceId,
      // named: the statement reads these rows again as a table expression (the `demand` CTE)
      name: sql<{ ar: string; en: string; fr: string }>`(array_agg(${dashboardServiceYears.name}))[1]`.as('name'),
      orders: sql<number>`${held}::int`.as('orders'),
      quantity: sql<number>`sum(${dashboardServiceYears.quantity}::int)::int`.as('quantity'),
    })
    .from(
      dashboardServiceYears,
      eq(dashboardServiceYears.year, filter.year),
      branch,
      notInArray(dashboardServiceYears.status, NOT_SPENT),
    )
    .groupBy(dashboardServiceYears.serviceId)
    .having(sql`${held} > 0`)
    .orderBy(desc(held), dashboardServiceYears.serviceId)
    .limit(rowLimit(limit));
}

/**
 * A LIMIT written into the statement, not bound as a parameter: the dashboard's prepared statement is planned once
 * (generic plan) only when that plan's estimate is close to the per-request plans', and PostgreSQL estimates a
 * parameter LIMIT as 10% of the rows (latest orders: 2,500 instead of 5), so it re-planned every request.
 */
const rowLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as number;

/**
 * `desc nulls last`, the order the schema's `.desc()` indexes are built in: a plain `desc` (nulls first) does not
 * match them and PostgreSQL sorts the whole company instead of reading five index entries.
 */
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/**
 * The newest rows of a table widget, from the end of the table's (company, [branch,] created_at desc, tie-break
 * desc) index: the latest orders, payments and packages.
 */
export function newestRows<T extends SelectedFields>(
  scope: CompanyScope,
  source: { table: CompanyOwnedTable & { createdAt: AnyPgColumn }; tieBreak: AnyPgColumn; where?: SQL | undefined },
  fields: T,
  limit = 5,
) {
  return scope
    .select(fields)
    .from(source.table, source.where)
    .$dynamic()
    .orderBy(newestFirst(source.table.createdAt), newestFirst(source.tieBreak))
    .limit(rowLimit(limit));
}

/** The newest orders of the chosen branch (any year). */
export function latestOrders(scope: CompanyScope, branchId: Param<string> | null) {
  return newestRows(
    scope,
    { table: orders, tieBreak: orders.id, where: branchId ? eq(orders.branchId, branchId) : undefined },
    {
      reference: orders.reference,
      branch_name: orders.branchName,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
    },
  );
}

/**
 * First and last year with orders or approved packages (the spend the dashboard counts), for the year selector (one
 * row; nulls without either). Package years are Riyadh years, like the orders' aggregate months.
 */
export function orderYears(scope: CompanyScope) {
  const packageAt = sql`${companyPackages.createdAt} at time zone 'Asia/Riyadh'`;
  const packages = (bound: 'min' | 'max') =>
    sql`(select ${sql.raw(bound)}(${packageAt}) from ${companyPackages}
      where ${scope.owned(companyPackages, eq(companyPackages.status, 'approved'))})`;
  const year = (bound: 'min' | 'max') =>
    sql<number | null>`extract(year from ${sql.raw(bound === 'min' ? 'least' : 'greatest')}(
      ${sql.raw(bound)}(${dashboardOrderMonths.month}), ${packages(bound)}))::int`;
  return scope
    .select({ first: year('min'), last: year('max') })
    .from(dashboardOrderMonths, sql`${dashboardOrderMonths.orders} <> 0`);
}

/**
 * The year's service lines per service category of the catalog (analytics2): the services' totals of `demand` (a
 * table expression with the columns of servicesInDemand) placed in their category (the catalog is shared
 * reference data, joined by id), most orders first. Services no longer in the catalog fall in no category and are
 * left out.
 */
export function demandByCategory(demand: SQL) {
  return sql`(select coalesce(json_agg(c order by c.orders desc, c.category_id), '[]'::json) from (
      select ${serviceCategories.id} as category_id,
        json_build_object('ar', ${serviceCategories.nameAr}, 'en', ${serviceCategories.nameEn},
                          'fr', ${serviceCategories.nameFr}) as name,
        sum(d.orders)::int as orders, sum(d.quantity)::int as quantity
      from ${demand} d
      join ${services} on ${services.id} = d.service_id
      join ${serviceCategories} on ${serviceCategories.id} = ${services.categoryId}
      group by ${serviceCategories.id}) c)`;
}
