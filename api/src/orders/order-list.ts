import type { ListResult, OrderListItem, orderListQuerySchema } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { orders } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { listResult, pageWindow } from '../http/list-query';
import type { CompanyContext } from '../http/request-context';
import { toOrderListItem } from './order-list-item';
import {
  listScope,
  type OrderListFilter,
  orderListOrder,
  orderListWhere,
  selectOrderRows,
  servicesCounts,
} from './order-list-query';

// GET company/orders/order: one page of the company's orders (the member's branches only, spec §6) and the total.

type Query = v.InferOutput<typeof orderListQuerySchema>;

/** Rows in the list's order, mapped to list items (the export takes every page through this too). */
export async function orderListItems(
  scope: CompanyScope,
  query: OrderListFilter & { sortBy?: string | undefined; sortDesc: boolean },
  window: { limit: number; offset: number },
): Promise<OrderListItem[]> {
  const list = await listScope(scope);
  return itemsOf(list.scope, orderListWhere(list.scope, query, list.branchIds), query, window);
}

async function itemsOf(
  scope: CompanyScope,
  where: SQL | undefined,
  query: OrderListFilter & { sortBy?: string | undefined; sortDesc: boolean },
  window: { limit: number; offset: number },
) {
  const rows = await selectOrderRows(scope, where, orderListOrder(query, query), window);
  const counts = await servicesCounts(
    scope,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => toOrderListItem(row, counts.get(row.order.id) ?? 0));
}

export async function orderListPage(ctx: CompanyContext, query: Query): Promise<ListResult<OrderListItem>> {
  const list = await listScope(ctx.scope);
  const where = orderListWhere(list.scope, query, list.branchIds);
  // Together on a server's pool (PGlite queues them on its one connection).
  const [items, total] = await Promise.all([
    itemsOf(list.scope, where, query, pageWindow(query)),
    list.scope.count(orders, where),
  ]);
  return listResult(items, total, query);
}
