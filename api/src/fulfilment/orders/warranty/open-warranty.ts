import { type OrderOperationResult, type openWarrantyBodySchema, WARRANTY_DAYS } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { orderServices, orders } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { CompanyContext } from '../../../platform/http/request-context';
import type { MessageKey } from '../../../platform/i18n/en';
import { orderBranch } from '../order-branch';
import { companyActor, FREE_VISIT, insertOrder, linesMinutes, type NewOrderService } from '../order-insert';
import { viewOrderById } from '../order-queries';
import { reserveSlot } from '../order-slot';
import type { OrderRow } from '../run-transition';
import { orderWarranty } from './warranty-facts';

// POST company/orders/warranty (ADR 0069): a free visit of a completed order within WARRANTY_DAYS of its
// completion, at the original's branch with the original's services, for the problem the company states. One
// transaction: the original's row is locked first (two requests cannot both open the one allowed warranty order),
// the rule of the contract decides, then the order is written like any other (created, history, log, NEW_ORDER).
// Total 0 and no payment method: no invoice, no payment, no ledger row; the machine needs nothing paid.

type WarrantyValues = v.InferOutput<typeof openWarrantyBodySchema>;

export function openWarranty(ctx: CompanyContext, body: WarrantyValues): Promise<OrderOperationResult> {
  return ctx.scope.transaction(async (tx) => {
    const original = await lockOriginal(tx, body.order_id);
    const state = await orderWarranty(tx, original, ctx.now);
    if (state.refusal) {
      throw new AppError(409, state.refusal as MessageKey, {
        params: {
          date: state.ends_at?.slice(0, 10) ?? '',
          days: WARRANTY_DAYS,
          reference: state.open ?? '',
        },
        data: { reason: state.refusal },
      });
    }
    // The branch as the member sees it now (a branch-limited member elsewhere: 422 on branch_id).
    const branch = await orderBranch(tx, original.branchId, ctx.now);
    const services = await freeLines(tx, original.id);
    const slot = await reserveSlot(tx, body, linesMinutes(services), ctx.now);
    const order = await insertOrder(
      tx,
      {
        type: 'warranty',
        branch,
        slot,
        services,
        ...FREE_VISIT,
        notes: body.problem,
        warrantyOf: original.id,
      },
      await companyActor(tx, ctx.actor.userId),
      ctx.now,
    );
    return {
      order: await viewOrderById(tx, order.id, ctx.lang),
      payment_url: null,
      message: ctx.t('orders.warranty.opened', { reference: order.reference }),
    };
  });
}

/** The company's order by id, locked (another company's, or outside a branch-limited member's branches: 404). */
async function lockOriginal(tx: CompanyScope, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select({ order: orders }).from(orders, eq(orders.id, orderId)).for('update');
  if (!row) throw notFound('orders.not_found');
  return row.order;
}

/** The original's lines again, nothing charged: the warranty covers the same work. */
async function freeLines(tx: CompanyScope, orderId: string): Promise<NewOrderService[]> {
  const rows = await tx
    .select({ line: orderServices })
    .from(orderServices, eq(orderServices.orderId, orderId))
    .orderBy(asc(orderServices.position));
  return rows.map(({ line }) => ({
    serviceId: line.serviceId,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    minQuantity: line.minQuantity,
    unitPrice: line.unitPrice,
    amount: 0,
    products: line.products.map((product) => ({ ...product, amount: 0 })),
  }));
}
