import type { OrderListItem, OrderListQuery } from '@portal/contract';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { orderServices, orders } from '../../../platform/db/schema/index';
import { pageWindow } from '../../../platform/http/list-query';
import { providersByIds } from '../../providers/provider-roster';
import { viewOrderHead } from '../order-view';
import type { OrderRow } from '../run-transition';

// GET ops/orders and providers/orders: orders of every company (ops), or of one provider, newest first, with the
// list's filters (reference search, status, type, payment status, visit dates).

type Query = OrderListQuery & { page: number; perPage: number };

export async function platformOrderPage(
  db: Db,
  query: Query,
  only: SQL | undefined,
): Promise<{ items: OrderListItem[]; total: number }> {
  const where = and(
    only,
    query.q ? ilike(orders.reference, `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.type ? eq(orders.type, query.type) : undefined,
    query.branch_id ? eq(orders.branchId, query.branch_id) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    query.date_from ? gte(orders.visitDate, query.date_from) : undefined,
    query.date_to ? lte(orders.visitDate, query.date_to) : undefined,
  );
  const { limit, offset } = pageWindow(query as never);
  const [rows, total] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.$count(orders, where),
  ]);
  return { items: await listItems(db, rows), total };
}

async function listItems(db: Db, rows: OrderRow[]): Promise<OrderListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ orderId: orderServices.orderId, n: count() })
    .from(orderServices)
    .where(inArray(orderServices.orderId, ids))
    .groupBy(orderServices.orderId);
  const named = await providersByIds(
    db,
    rows.flatMap((row) => (row.providerId ? [row.providerId] : [])),
    'en', // ops and providers read the operators' (English) names
  );
  return rows.map((row) => ({
    ...viewOrderHead(row, row.providerId ? (named.get(row.providerId) ?? null) : null),
    services_count: Number(counts.find((c) => c.orderId === row.id)?.n ?? 0),
  }));
}
