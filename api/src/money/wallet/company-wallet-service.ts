import {
  type CanDeductResult,
  type deductBodySchema,
  type PaymentListQuery,
  WALLET_ENDPOINTS,
  type WalletTransactionListQuery,
} from '@portal/contract';
import type * as v from 'valibot';
import { notFound } from '../../platform/http/app-error';
import { idempotencyRoute, keyedOnce } from '../../platform/http/idempotency';
import { listResult, pageWindow } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import { listPayments } from '../payments/payment-queries';
import { findPayment } from '../payments/payment-view';
import { findWalletTransaction, listWalletTransactions } from './transaction-queries';
import { canDeduct, deductAndDescribe, readWallet } from './wallet-service';

// The company wallet routes' services (issue 8.3: handlers call `(ctx, input)`); the ledger work stays in
// wallet-service.ts and the queries, which take the company scope.

export function walletOf(ctx: CompanyContext) {
  return readWallet(ctx.scope, ctx.lang);
}

export function canDeductAmount(ctx: CompanyContext, { amount }: { amount: number }): Promise<CanDeductResult> {
  return canDeduct(ctx.scope, amount);
}

/** POST deductFromWallet: one payment per Idempotency-Key (a replay answers the first result). */
export function deductOnce(
  ctx: CompanyContext,
  { body, idempotencyKey }: { body: v.InferOutput<typeof deductBodySchema>; idempotencyKey: string },
) {
  return keyedOnce(
    ctx,
    { route: idempotencyRoute(WALLET_ENDPOINTS.deduct), key: idempotencyKey, body: body },
    async (tx) => ({
      status: 201,
      body: await deductAndDescribe(
        tx,
        { amount: body.amount, type: body.type, reference: body.reference, userId: ctx.actor.userId, now: ctx.now },
        ctx.lang,
      ),
    }),
  );
}

export async function transactionPage(ctx: CompanyContext, query: WalletTransactionListQuery) {
  const { items, total } = await listWalletTransactions(
    ctx.scope,
    query,
    { ...pageWindow(query), sortBy: query.sortBy, sortDesc: query.sortDesc },
    ctx.lang,
  );
  return listResult(items, total, query);
}

export async function transactionById(ctx: CompanyContext, { id }: { id: string }) {
  const found = await findWalletTransaction(ctx.scope, id, ctx.lang);
  if (!found) throw notFound();
  return found;
}

export async function paymentPage(ctx: CompanyContext, query: PaymentListQuery) {
  const { items, total } = await listPayments(ctx.scope, query, ctx.t);
  return listResult(items, total, query);
}

export async function paymentById(ctx: CompanyContext, { id }: { id: string }) {
  const found = await findPayment(ctx.scope, id, ctx.t);
  if (!found) throw notFound();
  return found;
}
