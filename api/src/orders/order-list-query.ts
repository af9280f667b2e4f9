import type { ListQuery, OrderListQuery, OrderSort } from '@portal/contract';
import { and, eq, gte, ilike, inArray, like, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../db/like';
import { branches, orderListCounts, orderServices, orders, providers } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { sortColumn } from '../http/list-query';

// The query of the orders list and its export (GET company/orders/order[/export]), shaped for the indexes of
// migration 0011 so it stays fast at 100,000 orders in one company (issue 11 §8, api/bench/orders-list.ts):
// - only orders' own columns (branch name/code, customer name are copied on the order): no join per row except
//   the provider's name (primary key, page rows only); the services count is one grouped read of the page's ids;
// - ORDER BY spells the indexes' `DESC NULLS LAST`, else PostgreSQL cannot walk them and sorts every row;
// - the id breaks ties so pages never repeat or skip a row.

export type OrderListFilter = Omit<OrderListQuery, keyof ListQuery> & { q?: string | undefined };

/** The contract's sort keys (ORDER_SORTS) → columns; each has an index on (company_id, column …). */
const SORT_COLUMNS: Record<OrderSort, PgColumn> = {
  created_at: orders.createdAt,
  date: orders.visitDate,
  reference: orders.reference,
  status: orders.status,
  total: orders.total,
};

/** A whole reference as the list shows it (ORD-2026-000123): found through the unique index, not a scan. */
const WHOLE_REFERENCE = /^ORD-\d{4}-\d{6,}$/;

/**
 * The list's conditions on orders, with the member's branch limit already resolved to ids (see `listScope`), and
 * how to count them. `q`: a whole reference matches that order; other text matches inside the reference or the
 * branch's name or code. The name and code are the branch's current ones, looked up in the company's few branches
 * (not each order's copy, which keeps the name at ordering time): searching a renamed branch finds its old orders
 * under the new name, as the branch filter would.
 */
export function orderListWhere(scope: CompanyScope, filter: OrderListFilter, branchIds: string[]): ListWhere {
  const q = filter.q?.trim().toUpperCase();
  const matchingBranches = (pattern: string) =>
    scope.db
      .select({ id: branches.id })
      .from(branches)
      .where(
        and(eq(branches.companyId, scope.companyId), or(ilike(branches.name, pattern), ilike(branches.code, pattern))),
      );
  // The conditions on the columns order_list_counts groups by, spelled for either table.
  const grouped = (table: typeof orders | typeof orderListCounts) =>
    and(
      branchIds.length > 0 ? inArray(table.branchId, branchIds) : undefined,
      filter.status ? eq(table.status, filter.status) : undefined,
      filter.type ? eq(table.type, filter.type) : undefined,
      filter.branch_id ? eq(table.branchId, filter.branch_id) : undefined,
      filter.payment_status ? eq(table.paymentStatus, filter.payment_status) : undefined,
    );
  const where = and(
    grouped(orders),
    q
      ? WHOLE_REFERENCE.test(q)
        ? eq(orders.reference, q)
        : // References are upper case: LIKE on the upper-cased text is ILIKE's answer at a fraction of its cost.
          // `= any(array(…))`: the matching branches are read once (an init plan), so PostgreSQL can OR the
          // reference's trigram index with the branch index; `in (sub-select)` is a hashed sub-plan per row and
          // made it read every order (list-indexes.test.ts).
          or(
            like(orders.reference, containsPattern(q)),
            sql`${orders.branchId} = any(array(${matchingBranches(containsPattern(q))}))`,
          )
      : undefined,
    // The contract's date range is the visit date, both ends included.
    filter.date_from ? gte(orders.visitDate, filter.date_from) : undefined,
    filter.date_to ? lte(orders.visitDate, filter.date_to) : undefined,
  );
  // Only grouped columns filtered: the total is a sum over a few rows of order_list_counts (migration 0013,
  // triggers in every order change's transaction) instead of an exact count over up to 100,000 orders (10–25 ms).
  const countsOnly = !q && !filter.date_from && !filter.date_to;
  const total: Total = countsOnly
    ? scope
        .select({ total: sql<number>`coalesce(sum(${orderListCounts.orders}), 0)::int` })
        .from(orderListCounts, grouped(orderListCounts))
    : scope.select({ total: sql<number>`count(*)::int` }).from(orders, where);
  return { where, total };
}

/** The statement counting the list (one row, `total`): a sub-select of the page statement, or run alone. */
type Total = SQLWrapper & PromiseLike<{ total: number }[]>;
/** The conditions on orders and the statement counting them. */
export type ListWhere = { where: SQL | undefined; total: Total };

/**
 * The member's branch limit (spec §6) as a list of ids read once, on the company-wide scope. The scope's own
 * `visible` limit is `NOT EXISTS (assigned) OR branch_id IN (assigned)`: correct, but that OR keeps PostgreSQL
 * from counting on an index (a sequential scan of 100,000 orders, measured 70–90 ms); `branch_id = ANY(ids)` or
 * nothing (no assigned branches: every branch) is the same rule in a form the indexes serve.
 */
export async function listScope(scope: CompanyScope): Promise<{ scope: CompanyScope; branchIds: string[] }> {
  return { scope: scope.companyWide(), branchIds: await scope.allowedBranchIds() };
}

/** Up to a quarter of visit dates, sorting the range beats walking the creation order (see orderListOrder). */
const SHORT_RANGE_DAYS = 93;

function shortVisitRange(filter: OrderListFilter): boolean {
  if (!filter.date_from || !filter.date_to) return false;
  return Date.parse(filter.date_to) - Date.parse(filter.date_from) <= SHORT_RANGE_DAYS * 86_400_000;
}

/**
 * Newest first by default; a chosen column then created_at and id. Every column is NOT NULL, so the NULLS placement
 * changes no result, only the plan: spelled as the indexes are built (`desc nulls last`), PostgreSQL walks an index
 * and stops after the page. With a short visit-date range it must not: visit dates follow creation dates, so for
 * an old range the walk from the newest order passes most of the company's orders first (measured 113 ms at
 * 100,000 orders); spelled the other way, the range comes from the visit-date index and is sorted (2 ms).
 */
export function orderListOrder(
  sort: { sortBy?: string | undefined; sortDesc: boolean },
  filter: OrderListFilter,
): SQL[] {
  const column = sortColumn({ sortBy: sort.sortBy } as ListQuery, SORT_COLUMNS, orders.createdAt);
  const descending = sort.sortBy ? sort.sortDesc : true;
  const walkIndex = !(column === orders.createdAt && shortVisitRange(filter));
  const direction = sql.raw(
    descending
      ? walkIndex
        ? 'desc nulls last'
        : 'desc nulls first'
      : walkIndex
        ? 'asc nulls first'
        : 'asc nulls last',
  );
  const keys = [sql`${column} ${direction}`];
  if (column !== orders.createdAt) keys.push(sql`${orders.createdAt} ${direction}`);
  keys.push(sql`${orders.id} ${direction}`);
  return keys;
}

/**
 * One statement for the page and its total: the page's ids (an index walk that stops after the page, carrying ids
 * only), their orders with the provider's name and the services count (evaluated for the page's rows only, not
 * for the rows an OFFSET skips), and the total as an uncorrelated sub-select run once. One round trip instead of
 * three (each costs as much as a small query on PGlite). An empty page has no row to carry the total: see
 * `selectOrderPage`.
 */
function pageStatement(scope: CompanyScope, { where, total }: ListWhere, order: SQL[], window: Window) {
  const pageIds = scope
    .select({ id: orders.id })
    .from(orders, where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return scope
    .select({
      order: orders,
      providerName: providers.name,
      providerPhone: providers.phone,
      servicesCount: sql<number>`(select count(*)::int from ${orderServices} where ${orderServices.orderId} = ${orders.id})`,
      total: sql<number>`(${total})`,
    })
    .from(orders, inArray(orders.id, pageIds))
    .leftJoin(providers, eq(providers.id, orders.providerId))
    .orderBy(...order);
}
export type OrderRow = Awaited<ReturnType<typeof pageStatement>>[number];

type Window = { limit: number; offset: number };

/**
 * Keyset paging (`after`, an order id): the rows past that order in the list's order, as one tuple comparison on
 * the sort's index ((company_id, <key>, created_at, id), migration 0018) instead of an OFFSET. Every sort column is
 * NOT NULL, so the tuple comparison is exact; an unknown id matches nothing.
 */
export function orderListAfter(
  scope: CompanyScope,
  sort: { sortBy?: string | undefined; sortDesc: boolean },
  after: string | undefined,
): SQL | undefined {
  if (!after) return undefined;
  const column = sortColumn({ sortBy: sort.sortBy } as ListQuery, SORT_COLUMNS, orders.createdAt);
  const descending = sort.sortBy ? sort.sortDesc : true;
  const keys = column === orders.createdAt ? [orders.createdAt, orders.id] : [column, orders.createdAt, orders.id];
  const tuple = sql.join(keys, sql`, `);
  const from = sql`(select ${tuple} from ${orders} where ${orders.id} = ${after} and ${orders.companyId} = ${scope.companyId})`;
  return sql`(${tuple}) ${sql.raw(descending ? '<' : '>')} ${from}`;
}

/** The page's rows and the total of the filtered list (`after`: keyset paging, see orderListAfter). */
export async function selectOrderPage(
  scope: CompanyScope,
  list: ListWhere,
  order: SQL[],
  window: Window,
  after?: SQL,
): Promise<{ rows: OrderRow[]; total: number }> {
  const rows = await pageStatement(scope, after ? { ...list, where: and(list.where, after) } : list, order, window);
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  // Nothing on this page: on the first page nothing matches; past the end, count alone.
  if (window.offset === 0 && !after) return { rows, total: 0 };
  const [counted] = await list.total;
  return { rows, total: Number(counted?.total ?? 0) };
}
