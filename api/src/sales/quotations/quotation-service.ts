import {
  type PriceBreakdown,
  type QUOTATION_SORTS,
  QUOTATION_VALID_DAYS,
  type Quotation,
  type QuotationAnswers,
  type QuotationStatus,
  type SortedListQuery,
} from '@portal/contract';
import { currentSettings } from '../../back-office/ops/platform-settings/platform-settings-queries';
import { quotations } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordOpsQueueChange } from '../../platform/events/record-event';
import { notFound } from '../../platform/http/app-error';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import { addDays, riyadhDay } from '../catalog/riyadh-day';
import { nextReference } from './next-reference';
import { priceAnswers } from './quotation-pricing';
import {
  findQuotationByReference,
  QUOTATION_SORT_COLUMNS,
  quotationFilter,
  selectQuotations,
  toQuotation,
} from './quotation-queries';

// The quotation wizard's endpoints (spec §2, §4): price only, create (auto-approved up to the platform settings'
// quotation_auto_approve_max, else submitted to ops), list and one by reference.

/** POST company/quotations/price: the breakdown, nothing saved. */
export async function priceOnly(ctx: CompanyContext, answers: QuotationAnswers): Promise<PriceBreakdown> {
  return (await priceAnswers(ctx.scope, answers, ctx.now)).price;
}

/** POST company/quotations: one transaction (checks, number, row). */
export function createQuotation(ctx: CompanyContext, answers: QuotationAnswers): Promise<Quotation> {
  return ctx.scope.transaction((scope) => insertQuotation(scope, answers, { userId: ctx.actor.userId, now: ctx.now }));
}

/** Prices and numbers a quotation in the caller's transaction (the route above, and the demo seed). */
export async function insertQuotation(
  scope: CompanyScope,
  answers: QuotationAnswers,
  by: { userId: string; now: Date },
): Promise<Quotation> {
  const priced = await priceAnswers(scope, answers, by.now);
  const reference = await nextReference(scope, 'QUO', by.now);
  // The limit ops set (issue 27.7), read in this transaction: a change applies from the next quotation on.
  const { quotationAutoApproveMax } = await currentSettings(scope.db);
  const approved = priced.price.total <= quotationAutoApproveMax;
  const [row] = await scope
    .insert(quotations)
    .values({
      reference,
      status: approved ? 'approved' : 'submitted',
      answers: { ...answers, branch_ids: priced.branches.map((branch) => branch.id) },
      branches: priced.branches,
      services: priced.services.map((service) => ({ id: service.id, name: service.name, unit: service.unit })),
      price: priced.price,
      total: priced.price.total,
      validUntil: addDays(riyadhDay(by.now), QUOTATION_VALID_DAYS),
      createdBy: by.userId,
      createdAt: by.now,
      decidedAt: approved ? by.now : null,
    })
    .returning();
  if (!approved) await recordOpsQueueChange(scope, 'quotations_awaiting', by.now);
  return toQuotation(row!);
}

export async function quotationPage(
  ctx: CompanyContext,
  query: SortedListQuery<typeof QUOTATION_SORTS> & { status?: QuotationStatus | undefined },
) {
  const where = quotationFilter(query);
  const column = sortColumn(query, QUOTATION_SORT_COLUMNS, quotations.createdAt);
  const sortDesc = query.sortBy ? query.sortDesc : true;
  const rows = await selectQuotations(ctx.scope, where, { ...pageWindow(query), column, sortDesc });
  const total = await ctx.scope.count(quotations, where);
  return listResult(rows.map(toQuotation), total, query);
}

export async function quotationByReference(ctx: CompanyContext, { reference }: { reference: string }) {
  const row = await findQuotationByReference(ctx.scope, reference);
  if (!row) throw notFound();
  return toQuotation(row);
}
