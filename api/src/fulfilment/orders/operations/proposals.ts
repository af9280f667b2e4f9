import {
  ACTIVE_ORDER_STATUSES,
  minutesOf,
  type OrderChangeDecision,
  type OrderOperationResult,
  type OrderProposalKind,
  type OrderStatus,
  type PricingServiceInput,
  type Service,
  shiftOf,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { creditReasonFor } from '../../../money/invoices/credit-notes/credit-reason';
import { orderProposals, orderServices, orders } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error';
import type { CompanyContext } from '../../../platform/http/request-context';
import { moneyColumns, refundOrder } from '../money/order-money';
import { orderBranch } from '../order-branch';
import { announceOrderChange } from '../order-change-event';
import { pricedServices } from '../order-create';
import { companyActor } from '../order-insert';
import { logOrder } from '../order-log';
import { type PricedOrder, priceOrder } from '../order-pricing';
import { lockOrder, type OrderActorRef, type OrderChanges, type OrderRow, refusedTransition } from '../run-transition';
import { operationResult } from './operation-result';
import type { ProposeBody } from './proposal-schemas';
import { rescheduledSlot } from './reschedule-order';

// Spec §4 service changes, visit changes and visit quotations: ops or the provider propose (the order is repriced
// through the one pricing function to show the difference), the client approves or rejects (confirmation dialog).
// No status changes: a submitted proposal blocks start_work (guard no_pending_proposals). An approved service
// change or quotation reprices the order: a higher total raises total_due (payment status partial, paid with
// confirmPayment), a lower one gives the overpayment back to the wallet in the same transaction.

const MESSAGES: Record<OrderChangeDecision, 'orders.op.changes_approved' | 'orders.op.changes_rejected'> = {
  approved: 'orders.op.changes_approved',
  rejected: 'orders.op.changes_rejected',
};

/** An order open to proposals and decisions: active (not held, not closed). */
function assertOpen(order: OrderRow): void {
  const status = order.status as OrderStatus;
  if (!(ACTIVE_ORDER_STATUSES as readonly OrderStatus[]).includes(status)) {
    const reason =
      status === 'on_hold'
        ? 'orders.refused.on_hold'
        : ['rated', 'canceled', 'failed', 'draft_failed'].includes(status)
          ? 'orders.refused.terminal'
          : 'orders.refused.not_allowed';
    throw refusedTransition(reason, status);
  }
}

/** The order priced with other services (its branch's factors, its coupon when still valid, its offer). */
async function reprice(scope: CompanyScope, order: OrderRow, lines: readonly PricingServiceInput[], now: Date) {
  const branch = await orderBranch(scope.companyWide(), order.branchId, now);
  // An offer order keeps its offer's discount on its service's line (ADR 0070), whatever the offer's dates now.
  const heldOffer = order.offerId ? { id: order.offerId, check: 'held' as const } : null;
  try {
    // The order already holds its coupon's use: only the coupon's dates are checked again.
    const ask = order.couponCode
      ? { code: order.couponCode, scope: scope.companyWide(), check: 'held' as const }
      : null;
    return await priceOrder(scope, branch, lines, ask, now, heldOffer);
  } catch (error) {
    if (!order.couponCode || !(error instanceof AppError) || !error.options.fields?.coupon) throw error;
    return priceOrder(scope, branch, lines, null, now, heldOffer);
  }
}

/** Ops or the provider propose a change (in the order company's scope `scope`). */
export async function proposeChange(
  scope: CompanyScope,
  orderId: string,
  body: ProposeBody,
  by: OrderActorRef,
  context: { now: Date; message: string },
): Promise<OrderOperationResult> {
  return scope.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertOpen(order);
    let services: { service_id: string; name: Service['name']; quantity: number }[] = [];
    let difference = 0;
    if (body.kind === 'visit_change') {
      // The shift follows from the slot and the visit's length (checked again when the client approves).
      if (!body.date || !body.slot) throw fieldError(!body.date ? 'date' : 'slot', 'validation.required');
    } else {
      if (!body.services) throw fieldError('services', 'validation.min_one_service');
      const priced = await reprice(tx, order, body.services, context.now);
      services = priced.price.lines.map((line) => ({
        service_id: line.service_id,
        name: priced.catalog.get(line.service_id)!.name,
        quantity: line.quantity,
      }));
      difference = priced.price.total - order.total;
    }
    const [proposal] = await tx
      .insert(orderProposals)
      .values({
        orderId,
        kind: body.kind,
        status: 'submitted',
        proposedBy: by.actor,
        proposedByUserId: by.userId,
        services,
        visitDate: body.kind === 'visit_change' ? body.date! : null,
        time: body.kind === 'visit_change' ? body.slot! : null,
        totalDifference: difference,
        note: body.note ?? null,
        createdAt: context.now,
      })
      .returning({ id: orderProposals.id });
    await tx.update(orders, { servicesStatus: 'changes_submitted', updatedAt: context.now }, eq(orders.id, orderId));
    await logOrder(tx, orderId, by, `propose_${body.kind}`, { proposal_id: proposal!.id, difference }, context.now);
    // The client's open order page shows it at once, to approve or reject.
    await announceOrderChange(tx, order, 'proposal_submitted', context.now);
    return operationResult(tx, 'en', orderId, context.message);
  });
}

/** The client's answer (approveServiceChanges, approveVisitChanges, updateVisitQuotationStatus). */
export function decideProposal(
  ctx: CompanyContext,
  kind: OrderProposalKind,
  orderId: string,
  proposalId: string,
  decision: OrderChangeDecision,
): Promise<OrderOperationResult> {
  return ctx.scope.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [row] = await tx
      .select({ proposal: orderProposals })
      .from(orderProposals, and(eq(orderProposals.id, proposalId), eq(orderProposals.orderId, orderId)));
    if (!row || row.proposal.kind !== kind) throw notFound('orders.op.proposal_not_found');
    if (row.proposal.status !== 'submitted') {
      throw new AppError(409, 'orders.nothing_pending', { data: { reason: 'orders.nothing_pending' } });
    }
    assertOpen(order);
    let changes: OrderChanges = {};
    if (decision === 'approved') {
      changes =
        kind === 'visit_change'
          ? await moveVisit(tx, order, row.proposal, ctx.now)
          : await applyServices(
              tx,
              order,
              row.proposal.services.map((line) => ({
                service_id: line.service_id,
                quantity: line.quantity,
                products: [],
              })),
              { userId: ctx.actor.userId, now: ctx.now },
            );
    }
    await tx.update(
      orderProposals,
      { status: decision, decidedBy: ctx.actor.userId, decidedAt: ctx.now },
      eq(orderProposals.id, proposalId),
    );
    const pending = await tx.count(
      orderProposals,
      eq(orderProposals.orderId, orderId),
      eq(orderProposals.status, 'submitted'),
    );
    const servicesStatus =
      pending > 0 ? 'changes_submitted' : decision === 'approved' ? 'changes_approved' : 'changes_rejected';
    await tx.update(orders, { ...changes, servicesStatus, updatedAt: ctx.now }, eq(orders.id, orderId));
    const by = await companyActor(tx, ctx.actor.userId);
    await logOrder(
      tx,
      orderId,
      by,
      `${decision === 'approved' ? 'approve' : 'reject'}_${kind}`,
      { proposal_id: proposalId },
      ctx.now,
    );
    return operationResult(tx, ctx.lang, orderId, ctx.t(MESSAGES[decision]));
  });
}

/** Approved service change or quotation: new lines and amounts; the money follows the new total. */
async function applyServices(
  tx: CompanyScope,
  order: OrderRow,
  lines: readonly PricingServiceInput[],
  by: { userId: string; now: Date },
): Promise<OrderChanges> {
  const priced: PricedOrder = await reprice(tx, order, lines, by.now);
  const { price } = priced;
  const services = pricedServices(price, priced.catalog);
  await tx.delete(orderServices, eq(orderServices.orderId, order.id));
  await tx
    .insert(orderServices)
    .values(services.map((service, position) => ({ ...service, orderId: order.id, position })));
  const repriced: OrderRow = {
    ...order,
    subtotal: price.subtotal,
    discount: price.discount,
    vat: price.vat,
    total: price.total,
  };
  const amounts = { subtotal: price.subtotal, discount: price.discount, vat: price.vat, total: price.total };
  const overpaid = order.totalPaid - price.total;
  if (overpaid > 0) {
    const refunded = await refundOrder(tx, repriced, overpaid, { ...by, reason: creditReasonFor('repriced') });
    return { ...amounts, ...refunded };
  }
  return { ...amounts, ...moneyColumns(repriced, order.totalPaid) };
}

/** Approved visit change: the proposed slot, re-checked free under the day's lock (same length). */
async function moveVisit(
  tx: CompanyScope,
  order: OrderRow,
  proposal: typeof orderProposals.$inferSelect,
  now: Date,
): Promise<OrderChanges> {
  const minutes = Math.round((new Date(order.endsAt).getTime() - new Date(order.startsAt).getTime()) / 60_000);
  const date = String(proposal.visitDate).slice(0, 10);
  const time = proposal.time!;
  const shift = shiftOf(minutesOf(time), minutesOf(time) + minutes);
  if (!shift) throw fieldError('slot', 'orders.slot_unavailable');
  return rescheduledSlot(tx, order, { date, slot: time, shift }, now);
}
