import type { ListQuery, OrderListQuery, OrderSort } from '@portal/contract';
import { and, eq, gte, ilike, inArray, like, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { withCompiledRows } from '../../platform/db/compiled-rows';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { statementsForShape } from '../../platform/db/prepared-shapes';
import { branches, orderListCounts, orderServices, orders, providers } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { sortColumn } from '../../platform/http/list-query';

// The query of the orders list and its export (GET company/orders/order[/export]), shaped for the indexes of
// migration 0011 so it stays fast at 100,000 orders in one company (issue 11 §8, api/bench/orders-list.ts):
// - only orders' own columns (branch name/code, customer name are copied on the order): no join per row except
//   the provider's name (primary key, page rows only); the services count is one grouped read of the page's ids;
// - ORDER BY spells the indexes' `DESC NULLS LAST`, else PostgreSQL cannot walk them and sorts every row;
// - the id breaks ties so pages never repeat or skip a row;
// - every value is a placeholder: one prepared statement per shape of request (`selectOrderPage`).

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

/** The values of one list request, bound to a prepared statement's placeholders (see `orderListParams`). */
type OrderListParams = Record<string, unknown>;

const value = (name: string) => sql.placeholder(name);

/**
 * The list's conditions on orders, with the member's branch limit already resolved to ids (see `selectOrderPage`), and
 * how to count them; every value is a placeholder (`orderListParams` gives the values), so the statement's text
 * depends only on which filters are set, and one prepared statement serves every request of that shape.
 * `q`: a whole reference matches that order; other text matches inside the reference or the branch's name or code.
 * The name and code are the branch's current ones, looked up in the company's few branches (not each order's copy,
 * which keeps the name at ordering time): searching a renamed branch finds its old orders under the new name, as
 * the branch filter would.
 */
function orderListWhere(scope: CompanyScope, filter: OrderListFilter, branchLimited: boolean): ListWhere {
  const q = queryKind(filter);
  const pattern = value('pattern');
  const matchingBranches = scope.db
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(eq(branches.companyId, scope.companyId), or(ilike(branches.name, pattern), ilike(branches.code, pattern))),
    );
  // The conditions on the columns order_list_counts groups by, spelled for either table. The member's branch limit
  // (spec §6) is `branch_id = ANY(ids)` on the company-wide scope, not the scope's own `NOT EXISTS (assigned) OR
  // branch_id IN (assigned)`: correct too, but that OR keeps PostgreSQL from counting on an index (a sequential scan
  // of 100,000 orders, measured 70–90 ms).
  const grouped = (table: typeof orders | typeof orderListCounts) =>
    and(
      branchLimited ? sql`${table.branchId} = any(${value('branchIds')}::uuid[])` : undefined,
      filter.status ? eq(table.status, value('status')) : undefined,
      filter.type ? eq(table.type, value('type')) : undefined,
      filter.branch_id ? eq(table.branchId, value('branchId')) : undefined,
      filter.payment_status ? eq(table.paymentStatus, value('paymentStatus')) : undefined,
    );
  const where = and(
    grouped(orders),
    q === 'reference'
      ? eq(orders.reference, value('reference'))
      : q === 'contains'
        ? // References are upper case: LIKE on the upper-cased text is ILIKE's answer at a fraction of its cost.
          // `= any(array(…))`: the matching branches are read once (an init plan), so PostgreSQL can OR the
          // reference's trigram index with the branch index; `in (sub-select)` is a hashed sub-plan per row and
          // made it read every order (list-indexes.test.ts).
          or(like(orders.reference, pattern), sql`${orders.branchId} = any(array(${matchingBranches}))`)
        : undefined,
    // The contract's date range is the visit date, both ends included.
    filter.date_from ? gte(orders.visitDate, value('dateFrom')) : undefined,
    filter.date_to ? lte(orders.visitDate, value('dateTo')) : undefined,
  );
  // Only grouped columns filtered: the total is a sum over a few rows of order_list_counts (migration 0013,
  // triggers in every order change's transaction) instead of an exact count over up to 100,000 orders (10–25 ms).
  const countsOnly = q === null && !filter.date_from && !filter.date_to;
  const total = countsOnly
    ? scope
        .select({ total: sql<number>`coalesce(sum(${orderListCounts.orders}), 0)::int` })
        .from(orderListCounts, grouped(orderListCounts))
    : scope.select({ total: sql<number>`count(*)::int` }).from(orders, where);
  return { where, total };
}

/** How `q` searches: a whole reference (ORD-2026-000123) through the unique index, contained text, or not at all. */
function queryKind(filter: OrderListFilter): 'reference' | 'contains' | null {
  const q = filter.q?.trim().toUpperCase();
  if (!q) return null;
  return WHOLE_REFERENCE.test(q) ? 'reference' : 'contains';
}

/** The placeholders' values of `orderListWhere`, `orderListAfter` and the page window for one request. */
function orderListParams(
  companyId: string,
  filter: OrderListFilter,
  branchIds: string[],
  window: Window,
  after: string | undefined,
): OrderListParams {
  const q = filter.q?.trim().toUpperCase() ?? '';
  return {
    companyId,
    branchIds,
    status: filter.status,
    type: filter.type,
    branchId: filter.branch_id,
    paymentStatus: filter.payment_status,
    reference: q,
    pattern: containsPattern(q),
    dateFrom: filter.date_from,
    dateTo: filter.date_to,
    after,
    limit: window.limit,
    offset: window.offset,
  };
}

/** The statement counting the list (one row, `total`): a sub-select of the page statement, or run alone. */
type Total = SQLWrapper & {
  execute(params: OrderListParams): Promise<{ total: number }[]>;
  prepare(name: string): { execute(params: OrderListParams): Promise<{ total: number }[]> };
};
/** The conditions on orders and the statement counting them. */
type ListWhere = { where: SQL | undefined; total: Total };

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
function orderListOrder(sort: { sortBy?: OrderSort | undefined; sortDesc: boolean }, filter: OrderListFilter): SQL[] {
  const column = sortColumn(sort, SORT_COLUMNS, orders.createdAt);
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
function pageStatement(scope: CompanyScope, { where, total }: ListWhere, order: SQL[]) {
  const pageIds = scope
    .select({ id: orders.id })
    .from(orders, where)
    .orderBy(...order)
    .limit(value('limit'))
    .offset(value('offset'));
  return scope
    .select({
      order: orders,
      // The three names (migration 0024): the reader's is picked after, so the statement's text stays per shape.
      providerNames: { ar: providers.nameAr, en: providers.nameEn, fr: providers.nameFr },
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
function orderListAfter(
  scope: CompanyScope,
  sort: { sortBy?: OrderSort | undefined; sortDesc: boolean },
  after: boolean,
): SQL | undefined {
  if (!after) return undefined;
  const column = sortColumn(sort, SORT_COLUMNS, orders.createdAt);
  const descending = sort.sortBy ? sort.sortDesc : true;
  const keys = column === orders.createdAt ? [orders.createdAt, orders.id] : [column, orders.createdAt, orders.id];
  const tuple = sql.join(keys, sql`, `);
  const from = sql`(select ${tuple} from ${orders} where ${orders.id} = ${value('after')} and ${orders.companyId} = ${scope.companyId})`;
  return sql`(${tuple}) ${sql.raw(descending ? '<' : '>')} ${from}`;
}

/** What fixes a list statement's text: the filters set, the search kind, the branch limit, the sort, keyset paging. */
type Shape = {
  filter: OrderListFilter;
  sort: { sortBy?: OrderSort | undefined; sortDesc: boolean };
  branchLimited: boolean;
  after: boolean;
};

function shapeKey({ filter, sort, branchLimited, after }: Shape): string {
  const set = (key: keyof OrderListFilter) => (filter[key] ? '1' : '0');
  return [
    set('status'),
    set('type'),
    set('branch_id'),
    set('payment_status'),
    set('date_from'),
    set('date_to'),
    queryKind(filter) ?? '-',
    shortVisitRange(filter) ? 'short' : 'long',
    branchLimited ? 'limited' : 'all',
    sort.sortBy ?? '-',
    sort.sortBy ? String(sort.sortDesc) : '-',
    after ? 'after' : '-',
  ].join(':');
}

/** The page statement and the lone count of one shape, built on a template scope whose company is a placeholder. */
function buildStatements(db: Queryable, shape: Shape) {
  const template = companyScope(
    db,
    { companyId: value('companyId') as unknown as string, membershipId: null },
    { branchLimited: false },
  );
  const list = orderListWhere(template, shape.filter, shape.branchLimited);
  const after = orderListAfter(template, shape.sort, shape.after);
  const order = orderListOrder(shape.sort, shape.filter);
  return { page: pageStatement(template, after ? { ...list, where: and(list.where, after) } : list, order), list };
}

type Runnable<T> = { execute(params: OrderListParams): Promise<T[]> };
type Prepared = { page: Runnable<OrderRow>; count: Runnable<{ total: number }> };

/** The page statement and the lone count of a shape, named per runner (platform/db/prepared-shapes.ts). */
function statementsFor(db: Queryable, shape: Shape): Prepared {
  return statementsForShape<Prepared>(db, 'order_list', shapeKey(shape), (name) => {
    const { page, list } = buildStatements(db, shape);
    return name
      ? { page: withCompiledRows(page.prepare(name)), count: list.total.prepare(`${name}_count`) }
      : { page, count: list.total };
  });
}

/**
 * The page's rows and the total of the filtered list, on the scope's runner (the pool, or the export's snapshot
 * transaction). `after`: keyset paging (see orderListAfter).
 */
export async function selectOrderPage(
  scope: CompanyScope,
  query: OrderListFilter & { sortBy?: OrderSort | undefined; sortDesc: boolean; after?: string | undefined },
  window: Window,
): Promise<{ rows: OrderRow[]; total: number }> {
  const branchIds = await scope.allowedBranchIds();
  const shape: Shape = { filter: query, sort: query, branchLimited: branchIds.length > 0, after: Boolean(query.after) };
  const keysetWindow = query.after ? { ...window, offset: 0 } : window;
  const params = orderListParams(scope.companyId, query, branchIds, keysetWindow, query.after);
  const statements = statementsFor(scope.db, shape);
  const rows = await statements.page.execute(params);
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  // Nothing on this page: on the first page nothing matches; past the end, count alone.
  if (keysetWindow.offset === 0 && !query.after) return { rows, total: 0 };
  const [counted] = await statements.count.execute(params);
  return { rows, total: Number(counted?.total ?? 0) };
}
