import {
  type CreateOrderValues,
  type DraftFailureReason,
  nextStatus,
  ORDER_DRAFT_ENDPOINTS,
  type OrderDraftForm,
  type Service,
  type SubmitOrderDraftResult,
  visitMinutes,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { orderDrafts } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError, notFound } from '../../../platform/http/app-error';
import { idempotencyRoute, keyedOnce } from '../../../platform/http/idempotency';
import type { CompanyContext } from '../../../platform/http/request-context';
import { offerAsk } from '../offers/order-offer';
import { orderBranch } from '../order-branch';
import { placeOrder, pricedServices } from '../order-create';
import { priceOrder } from '../order-pricing';
import { reserveSlot } from '../order-slot';
import { draftView, storeDraft, visibleDraft } from './draft-store';

// POST company/orders/draft/submit (ADR 0063): DOMAIN.md §6 draft → created (C, guard order_complete) or
// draft → draft_failed (S, guard price_or_slot_invalid). One transaction: the form is kept on the draft, priced
// again and its slot checked; what no longer holds stores the draft as draft_failed with its reason (committed: the
// user sees it and fixes it), otherwise the order is placed as POST company/orders/order places it and the draft goes.

const SUBMIT_ROUTE = idempotencyRoute(ORDER_DRAFT_ENDPOINTS.submit);

type Failure = { reason: DraftFailureReason; total: number | null };

/** True for a 422 with an error on `field` (or on one of its items). */
const failedOn = (error: unknown, field: string) =>
  error instanceof AppError &&
  error.statusCode === 422 &&
  Object.keys(error.options.fields ?? {}).some((name) => name === field || name.startsWith(`${field}.`));

/** What of the draft no longer holds today: its services, its price, its slot (in that order); null: all hold. */
async function failureOf(
  ctx: CompanyContext,
  tx: CompanyScope,
  body: CreateOrderValues,
  pricedTotal: number | null,
): Promise<Failure | null> {
  const branch = await orderBranch(tx, body.branch_id, ctx.now);
  const coupon = body.coupon ? { code: body.coupon, scope: tx, check: 'preview' as const } : null;
  let priced: Awaited<ReturnType<typeof priceOrder>>;
  try {
    priced = await priceOrder(tx, branch, body.services, coupon, ctx.now, offerAsk(body.offer_id));
  } catch (error) {
    if (failedOn(error, 'services')) return { reason: 'service_unavailable', total: null };
    throw error;
  }
  if (pricedTotal !== null && priced.price.total !== pricedTotal) {
    return { reason: 'price_changed', total: priced.price.total };
  }
  const lines = pricedServices(priced.price, priced.catalog);
  const minutes = visitMinutes(lines.map((line) => ({ unit: line.unit as Service['unit'], quantity: line.quantity })));
  try {
    // Only a check: the placement below reserves the slot again in this transaction (the day stays locked).
    await reserveSlot(tx, body, minutes, ctx.now);
  } catch (error) {
    if (failedOn(error, 'slot') || failedOn(error, 'date')) return { reason: 'slot_unavailable', total: null };
    throw error;
  }
  return null;
}

/** The create body as the draft's form (a draft keeps the lines as the form edits them). */
const formOf = (body: CreateOrderValues): OrderDraftForm => ({
  branch_id: body.branch_id,
  lines: body.services.map((line) => ({
    service_id: line.service_id,
    quantity: line.quantity,
    ...(line.products ? { products: line.products } : {}),
  })),
  date: body.date,
  slot: body.slot,
  shift: body.shift,
  notes: body.notes ?? '',
  coupon: body.coupon ?? '',
  ...(body.offer_id ? { offer_id: body.offer_id } : {}),
  payment_method: body.payment_method,
});

async function submitDraft(
  ctx: CompanyContext,
  tx: CompanyScope,
  body: CreateOrderValues,
): Promise<SubmitOrderDraftResult> {
  if (!(await visibleDraft(ctx, tx, true))) throw notFound('orders.draft_not_found');
  // The form as sent is kept first: a failed draft submitted again is a draft again (draft_failed → draft), with
  // the price it was shown unless the user accepted today's (PUT accept_price), so it is checked afresh.
  const draft = await storeDraft(ctx, tx, formOf(body), false);
  const step = nextStatus({ status: draft.status }, 'submit', 'C');
  if (!step.ok) throw new AppError(409, step.reason);
  const failure = await failureOf(ctx, tx, body, draft.pricedTotal);
  if (failure) {
    const failed = nextStatus({ status: draft.status }, 'fail_draft', 'S');
    if (!failed.ok) throw new AppError(409, failed.reason);
    const [stored] = await tx
      .update(
        orderDrafts,
        { status: failed.to as 'draft_failed', failureReason: failure.reason, failureTotal: failure.total },
        eq(orderDrafts.id, draft.id),
      )
      .returning();
    return { submitted: null, draft: draftView(ctx, stored!) };
  }
  const submitted = await placeOrder(ctx, tx, body);
  await tx.delete(orderDrafts, eq(orderDrafts.id, draft.id));
  return { submitted, draft: null };
}

export function submitOrderDraft(ctx: CompanyContext, body: CreateOrderValues, idempotencyKey: string) {
  return keyedOnce(ctx, { route: SUBMIT_ROUTE, key: idempotencyKey, body }, async (tx) => ({
    status: 200,
    body: await submitDraft(ctx, tx, body),
  }));
}
