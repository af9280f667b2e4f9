import type { ListResult, OrderListItem, OrderSort, orderListQuerySchema } from '@portal/contract';
import type * as v from 'valibot';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { listResult, pageWindow } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import type { Lang } from '../../platform/i18n/translate';
import { toOrderListItem } from './order-list-item';
import { type OrderListFilter, selectOrderPage } from './order-list-query';

// GET company/orders/order: one page of the company's orders (the member's branches only, spec §6) and the total.

type Query = v.InferOutput<typeof orderListQuerySchema>;

type Sort = { sortBy?: OrderSort | undefined; sortDesc: boolean };

/** One page of the filtered, sorted list (the export asks for every row through this too). */
export async function orderListSlice(
  scope: CompanyScope,
  query: OrderListFilter & Sort,
  window: { limit: number; offset: number },
  lang: Lang,
): Promise<{ items: OrderListItem[]; total: number }> {
  const { rows, total } = await selectOrderPage(scope, query, window);
  return { items: rows.map((row) => toOrderListItem(row, Number(row.servicesCount), lang)), total };
}

export async function orderListPage(ctx: CompanyContext, query: Query): Promise<ListResult<OrderListItem>> {
  const { items, total } = await orderListSlice(ctx.scope, query, pageWindow(query), ctx.lang);
  return listResult(items, total, query);
}
