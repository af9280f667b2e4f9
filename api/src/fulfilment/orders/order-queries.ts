import {
  MONEY_RULES,
  type Order,
  type OrderDetails,
  type OrderLogEntry,
  type OrderStatusHistoryEntry,
} from '@portal/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { paymentsFor } from '../../money/payments/payment-view';
import { orderLogs, orderProposals, orderServices, orderStatusHistory, orders } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { notFound } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import type { Lang } from '../../platform/i18n/translate';
import { providerNamesByUser, providersByIds } from '../providers/provider-roster';
import { orderOfferView } from './offers/order-offer';
import { viewHistoryEntry, viewOrder, viewProposal } from './order-view';
import type { OrderRow } from './run-transition';
import { orderWarranty } from './warranty/warranty-facts';

// Reads of one order through the company scope: another company's reference, or one at a branch outside a
// branch-limited member's branches, is 404 'orders.not_found' (nothing is revealed).

/** The order of a reference (404 otherwise); `lock` takes its row lock (SELECT … FOR UPDATE). */
export async function orderByReference(
  scope: CompanyScope,
  reference: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const query = scope.select({ order: orders }).from(orders, eq(orders.reference, reference.toUpperCase()));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('orders.not_found');
  return row.order;
}

/** The contract views of order rows (service lines and providers loaded in two queries). */
async function viewOrders(scope: CompanyScope, rows: readonly OrderRow[], lang: Lang): Promise<Order[]> {
  if (rows.length === 0) return [];
  const services = await scope
    .select({ service: orderServices })
    .from(
      orderServices,
      inArray(
        orderServices.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderServices.orderId), asc(orderServices.position));
  const providers = await providersByIds(
    scope.db,
    rows.flatMap((row) => (row.providerId ? [row.providerId] : [])),
    lang,
  );
  return rows.map((row) =>
    viewOrder(
      row,
      services.map(({ service }) => service),
      row.providerId ? (providers.get(row.providerId) ?? null) : null,
    ),
  );
}

/** One order's view from its id (after a write in the same transaction), the provider named in `lang`. */
export async function viewOrderById(scope: CompanyScope, orderId: string, lang: Lang): Promise<Order> {
  const [row] = await scope.select({ order: orders }).from(orders, eq(orders.id, orderId));
  if (!row) throw notFound('orders.not_found');
  const [view] = await viewOrders(scope, [row.order], lang);
  return view!;
}

/** A provider's steps carry the name of the reader's language (migration 0024), not the one stored with the step. */
async function inReadersLanguage<T extends { actor: string; actorUserId: string | null; actorName: string | null }>(
  scope: CompanyScope,
  rows: T[],
  lang: Lang,
): Promise<T[]> {
  const byProvider = rows.filter((row) => row.actor === 'P');
  const names = await providerNamesByUser(
    scope.db,
    byProvider.map((row) => row.actorUserId),
    lang,
  );
  if (names.size === 0) return rows;
  return rows.map((row) =>
    row.actor === 'P' && row.actorUserId && names.has(row.actorUserId)
      ? { ...row, actorName: names.get(row.actorUserId)! }
      : row,
  );
}

async function historyOf(scope: CompanyScope, orderId: string, lang: Lang): Promise<OrderStatusHistoryEntry[]> {
  const rows = await scope
    .select({ entry: orderStatusHistory })
    .from(orderStatusHistory, eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const entries = await inReadersLanguage(
    scope,
    rows.map(({ entry }) => entry),
    lang,
  );
  return entries.map(viewHistoryEntry);
}

/** GET company/orders/order/:reference: the order page. */
export async function orderDetails(ctx: CompanyContext, reference: string): Promise<OrderDetails> {
  const row = await orderByReference(ctx.scope, reference);
  const [order] = await viewOrders(ctx.scope, [row], ctx.lang);
  const { open: _open, ...warranty } = await orderWarranty(ctx.scope, row, ctx.now);
  const proposals = await ctx.scope
    .select({ proposal: orderProposals })
    .from(orderProposals, eq(orderProposals.orderId, row.id))
    .orderBy(asc(orderProposals.createdAt), asc(orderProposals.id));
  return {
    order: order!,
    history: await historyOf(ctx.scope, row.id, ctx.lang),
    proposals: proposals.map(({ proposal }) => viewProposal(proposal)),
    invoice_ids: row.invoiceIds,
    // The order's own payments in the same answer; only for callers who may read payments.
    payments: ctx.ability.can(MONEY_RULES.paymentsRead.action, MONEY_RULES.paymentsRead.subject)
      ? await paymentsFor(ctx.scope, 'order', row.id, ctx.t)
      : null,
    warranty,
    offer: await orderOfferView(ctx.scope.db, row),
  };
}

/** GET company/orders/order/:reference/history: the status history tab, oldest first. */
export async function orderHistory(ctx: CompanyContext, reference: string): Promise<OrderStatusHistoryEntry[]> {
  const row = await orderByReference(ctx.scope, reference);
  return historyOf(ctx.scope, row.id, ctx.lang);
}

/** GET company/orders/order/:reference/logs: the logs tab, oldest first. */
export async function orderLogList(ctx: CompanyContext, reference: string): Promise<OrderLogEntry[]> {
  const row = await orderByReference(ctx.scope, reference);
  const rows = await ctx.scope
    .select({ log: orderLogs })
    .from(orderLogs, eq(orderLogs.orderId, row.id))
    .orderBy(asc(orderLogs.createdAt), asc(orderLogs.id));
  const logs = await inReadersLanguage(
    ctx.scope,
    rows.map(({ log }) => log),
    ctx.lang,
  );
  return logs.map((log) => ({
    id: log.id,
    action: log.action,
    actor: log.actor as OrderLogEntry['actor'],
    actor_name: log.actorName,
    details: log.details,
    created_at: new Date(log.createdAt).toISOString(),
  }));
}
