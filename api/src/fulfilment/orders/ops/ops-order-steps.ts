import type { OrderOperationResult, OrderTransitionOperation } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { recordOpsAction } from '../../../back-office/ops/audit/record-ops-action';
import { resolveReason } from '../../../company/reasons/reason-queries';
import { providers } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { fieldError } from '../../../platform/http/app-error';
import type { SignedInContext } from '../../../platform/http/request-context';
import { type Lang, languages, translate } from '../../../platform/i18n/translate';
import { recordCashCollected } from '../money/collect-cash';
import { operationResult } from '../operations/operation-result';
import { opsActor } from '../operations/order-actors';
import { scopeOfOrder } from '../operations/platform-scope';
import type { ProposeBody } from '../operations/proposal-schemas';
import { proposeChange } from '../operations/proposals';
import { checkGuards } from '../operations/transition-guards';
import { opsStepOnce } from './ops-step-once';
import { assertProviderFree } from './provider-availability';

// The ops side of the machine (/api/v1/ops/orders/…, account type ops): confirm, assign a provider (free at the
// slot, under the day's lock), fail the assignment, hold / resume / fail with a reason, complete, and record cash.
// Every step runs through run-transition in the order company's scope, in one transaction.

const system = (ctx: SignedInContext) => ctx.systemDb('ops: platform staff work on every company');

/** Steps with an endpoint of their own (they need more than a reason). */
const OWN_ENDPOINT: readonly OrderTransitionOperation[] = ['assign_provider', 'reschedule', 'pay_final'];

export async function opsTransition(
  ctx: SignedInContext,
  orderId: string,
  body: {
    operation: OrderTransitionOperation;
    reason_code?: string | undefined;
    reason?: string | undefined;
    note?: string | undefined;
  },
  idempotencyKey: string | null = null,
): Promise<OrderOperationResult> {
  if (OWN_ENDPOINT.includes(body.operation)) throw fieldError('operation', 'orders.op.use_endpoint');
  // A fail names a listed reason (ADR 0058; no code: `other`, which needs the words); a hold keeps free words.
  const failReason = body.operation === 'fail' ? await resolveReason(ctx.db, 'fail', body) : null;
  const reason = failReason ? (failReason.reason ?? undefined) : body.reason;
  const step = { orderId, key: idempotencyKey, route: 'transition', body };
  return opsStepOnce(ctx, step, async (tx, transition) => {
    const order = await transition({
      operation: body.operation,
      note: reason ?? body.note ?? null,
      apply: async ({ scope: locked, order, transition }) => {
        await checkGuards(locked, order, transition, { reason: failReason ? (reason ?? 'listed') : body.reason });
        if (failReason) return { reason: reason ?? null, reasonId: failReason.reasonId, subStatus: 'fail' };
        if (body.operation === 'hold') return { reason: body.reason ?? null, subStatus: body.operation };
        if (body.operation === 'resume') return { subStatus: null };
        return undefined;
      },
    });
    await auditOrder(tx, ctx, 'order.transition', order, {
      operation: body.operation,
      reason: reason ?? null,
      reason_code: failReason ? (body.reason_code ?? 'other') : null,
    });
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.updated'));
  });
}

/**
 * assign_provider: confirmed or after a failed assignment, or a re-assignment before the provider leaves (ADR 0036:
 * the status stays, a reason is required and the company is told who comes instead). The provider must be free at
 * the order's slot.
 */
export async function assignProvider(
  ctx: SignedInContext,
  orderId: string,
  body: { provider_id: string; reason?: string | undefined },
  idempotencyKey: string | null = null,
): Promise<OrderOperationResult> {
  const providerId = body.provider_id;
  const step = { orderId, key: idempotencyKey, route: 'assignProvider', body };
  return opsStepOnce(ctx, step, async (tx, transition) => {
    let previous: string | null = null;
    const order = await transition({
      operation: 'assign_provider',
      note: body.reason ?? null,
      apply: async ({ scope: locked, order }) => {
        previous = order.providerId;
        if (previous === providerId) throw fieldError('provider_id', 'orders.op.provider_same');
        if (previous && !body.reason) throw fieldError('reason', 'orders.op.reason_required');
        await assertProviderFree(locked.db, order, providerId);
        return { providerId };
      },
      sameStatusNotice: (order) => providerChangedNotice(tx, order.reference, providerId),
    });
    await auditOrder(tx, ctx, 'order.assign', order, {
      provider_id: providerId,
      previous_provider_id: previous,
      reason: body.reason ?? null,
    });
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.provider_assigned'));
  });
}

/** The bell's text of a re-assignment: the new provider's name in each reader's language (migration 0024). */
async function providerChangedNotice(tx: CompanyScope, reference: string, providerId: string) {
  const [names] = await tx.db
    .select({ ar: providers.nameAr, en: providers.nameEn, fr: providers.nameFr })
    .from(providers)
    .where(eq(providers.id, providerId));
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      translate(lang, 'orders.notify.provider_changed_body', { reference, provider: names?.[lang] ?? '' }),
    ]),
  ) as Record<Lang, string>;
}

/**
 * collect_cash_payment: on site, ops record the cash of a cash order (in progress): cash_clearing → revenue + VAT
 * payable, payment status collected, and the system's pay_final, in one transaction.
 */
export async function collectCash(ctx: SignedInContext, orderId: string): Promise<OrderOperationResult> {
  const scope = await scopeOfOrder(system(ctx), orderId);
  const by = await opsActor(ctx.db, ctx.actor.userId);
  return scope.transaction(async (tx) => {
    const order = await recordCashCollected(tx, { orderId, by, now: ctx.now });
    await auditOrder(tx, ctx, 'order.collect_cash', order, {});
    return operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.cash_collected'));
  });
}

/** Ops propose a change to the client (service change, visit change, visit quotation). */
export async function opsPropose(
  ctx: SignedInContext,
  orderId: string,
  body: ProposeBody,
): Promise<OrderOperationResult> {
  const scope = await scopeOfOrder(system(ctx), orderId);
  const by = await opsActor(ctx.db, ctx.actor.userId);
  // The proposal's own transaction runs inside this one (a savepoint), so its audit row commits with it.
  return scope.transaction(async (tx) => {
    const result = await proposeChange(tx, orderId, body, by, {
      now: ctx.now,
      message: ctx.t('orders.op.proposal_submitted'),
    });
    await auditOrder(tx, ctx, 'order.propose', { id: orderId, reference: result.order.reference }, { kind: body.kind });
    return result;
  });
}

/** The audit row of an ops step on an order, in the step's transaction (issue 27.2). */
export function auditOrder(
  tx: CompanyScope,
  ctx: SignedInContext,
  action: 'order.transition' | 'order.assign' | 'order.collect_cash' | 'order.propose' | 'order.reschedule',
  order: { id: string; reference: string },
  details: Record<string, unknown>,
) {
  return recordOpsAction(tx.db, ctx.actor, ctx.now, {
    action,
    targetType: 'order',
    targetId: order.id,
    companyId: tx.companyId,
    details: { reference: order.reference, ...details },
  });
}
