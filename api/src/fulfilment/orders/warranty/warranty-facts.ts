import {
  isWarrantyOpen,
  type OrderStatus,
  type OrderType,
  type OrderWarranty,
  warrantyEnds,
  warrantyRefusal,
} from '@portal/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import type { OrderRow } from '../run-transition';

// What an order knows of its warranty (ADR 0069): when it completed, the warranty orders opened on it, and the
// original it is the warranty of. Read by the order page and, under the original's row lock, by the opening.

const iso = (value: Date | string) => new Date(value).toISOString();
const day = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

/** When the order last became completed (its history row), or null. */
async function completedAt(scope: CompanyScope, orderId: string): Promise<string | null> {
  const [row] = await scope
    .select({ at: orderStatusHistory.createdAt })
    .from(
      orderStatusHistory,
      and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'completed')),
    )
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row ? iso(row.at) : null;
}

/** The warranty orders of an original, oldest first. */
async function warrantyOrdersOf(scope: CompanyScope, orderId: string) {
  const rows = await scope
    .select({ reference: orders.reference, status: orders.status, date: orders.visitDate, at: orders.createdAt })
    .from(orders, eq(orders.warrantyOfOrderId, orderId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status as OrderStatus,
    date: day(row.date),
    created_at: iso(row.at),
  }));
}

/** The order page's warranty block; `refusal` is the rule of the contract at `now`; `open`: its open warranty order. */
export async function orderWarranty(
  scope: CompanyScope,
  row: OrderRow,
  now: Date,
): Promise<OrderWarranty & { open: string | null }> {
  const [original] = row.warrantyOfOrderId
    ? await scope.select({ reference: orders.reference }).from(orders, eq(orders.id, row.warrantyOfOrderId))
    : [];
  const completed = await completedAt(scope, row.id);
  const warrantyOrders = row.type === 'warranty' ? [] : await warrantyOrdersOf(scope, row.id);
  const open = warrantyOrders.find((order) => isWarrantyOpen(order.status));
  return {
    of: original ? { reference: original.reference } : null,
    orders: warrantyOrders,
    open: open?.reference ?? null,
    completed_at: completed,
    ends_at: completed ? warrantyEnds(completed) : null,
    refusal: warrantyRefusal(
      {
        type: row.type as OrderType,
        status: row.status as OrderStatus,
        completed_at: completed,
        open_warranty: Boolean(open),
      },
      now,
    ),
  };
}
