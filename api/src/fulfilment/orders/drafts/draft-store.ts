import type { OrderDraft, OrderDraftForm } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { orderDrafts } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError } from '../../../platform/http/app-error';
import type { CompanyContext } from '../../../platform/http/request-context';
import { offerAsk } from '../offers/order-offer';
import { orderBranch } from '../order-branch';
import { priceOrder } from '../order-pricing';

// The caller's one draft of the one-time order form (ADR 0063): read, saved, discarded. A draft is priced when its
// branch, lines or coupon change and keeps that price otherwise: it is the price the user saw, which the submit
// compares with the price of the day (./draft-submit).

export type DraftRow = typeof orderDrafts.$inferSelect;

/** Spec §6 for drafts: a member limited to some branches sees a draft of one of them, or of no branch yet. */
const withinLimit = (allowed: readonly string[], branchId: string | null) =>
  branchId === null || allowed.length === 0 || allowed.includes(branchId);

/** The caller's draft row (locked with `forUpdate`), whatever its branch: one row per user. */
async function ownRow(ctx: CompanyContext, scope: CompanyScope, forUpdate = false): Promise<DraftRow | null> {
  const query = scope.select({ draft: orderDrafts }).from(orderDrafts, eq(orderDrafts.userId, ctx.actor.userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.draft ?? null;
}

/** The caller's draft as they may see it: none when its branch is outside their limit. */
export async function visibleDraft(
  ctx: CompanyContext,
  scope: CompanyScope,
  forUpdate = false,
): Promise<DraftRow | null> {
  const row = await ownRow(ctx, scope, forUpdate);
  if (!row) return null;
  return withinLimit(await scope.allowedBranchIds(), row.branchId) ? row : null;
}

export function draftView(ctx: CompanyContext, row: DraftRow): OrderDraft {
  return {
    id: row.id,
    status: row.status,
    form: row.form,
    priced_total: row.pricedTotal,
    failure: row.failureReason
      ? {
          reason: row.failureReason,
          message: ctx.t(`orders.draft_failed.${row.failureReason}`),
          new_total: row.failureTotal,
        }
      : null,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** The draft's lines as pricing reads them (a quantity being typed counts as 0). */
const pricingLines = (form: OrderDraftForm) =>
  form.lines.map((line) => ({
    service_id: line.service_id,
    quantity: line.quantity ?? 0,
    products: (line.products ?? []).map((p) => ({ product_id: p.product_id, quantity: p.quantity ?? 0 })),
  }));

/** What the price depends on: a change of any of these prices the draft again. */
const pricedKeyOf = (form: OrderDraftForm) =>
  JSON.stringify({
    branch: form.branch_id,
    lines: pricingLines(form),
    coupon: form.coupon?.trim().toUpperCase() ?? '',
    offer: form.offer_id ?? null,
  });

/** The draft's total once its lines are complete and priceable; null while the form cannot be priced yet. */
async function draftTotal(scope: CompanyScope, form: OrderDraftForm, now: Date): Promise<number | null> {
  if (!form.branch_id || form.lines.length === 0) return null;
  const lines = pricingLines(form);
  const branch = await orderBranch(scope, form.branch_id, now);
  const coupon = form.coupon?.trim().toUpperCase();
  try {
    const { price } = await priceOrder(
      scope,
      branch,
      lines,
      coupon ? { code: coupon, scope, check: 'preview' } : null,
      now,
      offerAsk(form.offer_id),
    );
    return price.total;
  } catch (error) {
    // A quantity below the minimum or a refused coupon: not priceable yet (the form shows why as the user types).
    if (error instanceof AppError && error.statusCode === 422) return null;
    throw error;
  }
}

/**
 * Writes the form as the caller's draft, status `draft` (a failed draft edited is a draft again). A branch outside
 * the member's limit is a 422 on branch_id, as for an order.
 */
export async function storeDraft(
  ctx: CompanyContext,
  scope: CompanyScope,
  form: OrderDraftForm,
  acceptPrice: boolean,
): Promise<DraftRow> {
  if (form.branch_id) await orderBranch(scope, form.branch_id, ctx.now);
  const existing = await ownRow(ctx, scope, true);
  const key = pricedKeyOf(form);
  const keep = existing?.pricedKey === key && existing.pricedTotal !== null && !acceptPrice;
  const pricedTotal = keep ? existing.pricedTotal : await draftTotal(scope, form, ctx.now);
  const values = {
    branchId: form.branch_id,
    form,
    status: 'draft' as const,
    pricedTotal,
    pricedKey: pricedTotal === null ? null : key,
    failureReason: null,
    failureTotal: null,
    updatedAt: ctx.now,
  };
  const [row] = existing
    ? await scope.update(orderDrafts, values, eq(orderDrafts.id, existing.id)).returning()
    : await scope
        .insert(orderDrafts)
        .values({ ...values, userId: ctx.actor.userId, createdAt: ctx.now })
        .returning();
  return row!;
}

export function saveDraft(
  ctx: CompanyContext,
  body: { form: OrderDraftForm; accept_price?: boolean | undefined },
): Promise<OrderDraft> {
  return ctx.scope.transaction(async (tx) =>
    draftView(ctx, await storeDraft(ctx, tx, body.form, body.accept_price === true)),
  );
}

export async function readDraft(ctx: CompanyContext): Promise<OrderDraft | null> {
  const row = await visibleDraft(ctx, ctx.scope);
  return row ? draftView(ctx, row) : null;
}

export async function discardDraft(ctx: CompanyContext): Promise<null> {
  await ctx.scope.delete(orderDrafts, eq(orderDrafts.userId, ctx.actor.userId));
  return null;
}
