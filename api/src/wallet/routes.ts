import {
  canDeductBodySchema,
  canDeductResultSchema,
  cardRechargeBodySchema,
  cardRechargeResultSchema,
  deductBodySchema,
  deductResultSchema,
  MONEY_RULES,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
  uuidField,
  walletSchema,
  walletTransactionExportQuerySchema,
  walletTransactionListQuerySchema,
  walletTransactionListSchema,
  walletTransactionSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../http/app-error';
import { addFileRoute } from '../http/file-route';
import { idempotencyKeyOf, requestHash, withIdempotency } from '../http/idempotency';
import { listResult, pageWindow } from '../http/list-query';
import { addRoute } from '../http/route';
import { refreshPayment, startCardRecharge } from '../payments/card-recharge-service';
import { listPayments } from '../payments/payment-queries';
import { findPayment } from '../payments/payment-view';
import { exportPayments, exportTransactions } from './money-export';
import { findWalletTransaction, listWalletTransactions } from './transaction-queries';
import { canDeduct, deductAndDescribe, readWallet } from './wallet-service';

// Spec §7 company/wallets/{wallet, walletPayment, walletTransaction, canDeductFromWallet, deductFromWallet},
// mounted at /api/v1/company/wallets. Rules: contract/src/money-permissions.ts (the UI reads the same table).

const tags = ['wallet'];
const idParams = v.object({ id: uuidField });

export async function walletRoutes(app: FastifyInstance) {
  // Static segments before the `/:id` routes.
  addFileRoute(app, {
    url: '/walletPayment/export',
    rule: { ability: MONEY_RULES.paymentsExport },
    summary: 'The payments of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: paymentExportQuerySchema,
    handler: (ctx, { query }) => exportPayments(ctx, query),
  });
  addFileRoute(app, {
    url: '/walletTransaction/export',
    rule: { ability: MONEY_RULES.transactionsExport },
    summary: 'The movements of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: walletTransactionExportQuerySchema,
    handler: (ctx, { query }) => exportTransactions(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/wallet',
    rule: { ability: MONEY_RULES.walletRead },
    summary: 'Balance, credit line (limit, used, available), pending transfers and the last movements',
    tags,
    response: walletSchema,
    handler: (ctx) => readWallet(ctx.scope, ctx.lang),
  });

  addRoute(app, {
    method: 'POST',
    url: '/canDeductFromWallet',
    rule: { ability: MONEY_RULES.canDeduct },
    summary: 'Whether the wallet (then the credit line) can pay an amount; moves nothing',
    tags,
    body: canDeductBodySchema,
    response: canDeductResultSchema,
    handler: (ctx, { body }) => canDeduct(ctx.scope, body.amount),
  });

  addRoute(app, {
    method: 'POST',
    url: '/deductFromWallet',
    rule: { ability: MONEY_RULES.deduct },
    summary: 'Pays an amount from the wallet, then the credit line (Idempotency-Key required); 422 when short',
    tags,
    body: deductBodySchema,
    response: deductResultSchema,
    created: true,
    message: 'money.deducted',
    handler: async (ctx, { body }, raw) => {
      const key = idempotencyKeyOf(raw.request.headers);
      const result = await withIdempotency(
        ctx.scope,
        {
          userId: ctx.actor.userId,
          route: 'POST /api/v1/company/wallets/deductFromWallet',
          key,
          hash: requestHash(body),
          now: ctx.now,
        },
        async (tx) => ({
          status: 201,
          body: await deductAndDescribe(
            tx,
            { amount: body.amount, type: body.type, reference: body.reference, userId: ctx.actor.userId, now: ctx.now },
            ctx.lang,
          ),
        }),
      );
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/walletTransaction',
    rule: { ability: MONEY_RULES.transactionsRead },
    summary: 'Wallet and credit-line movements (journal entries): search, type/method/date filters, sort, pages',
    tags,
    query: walletTransactionListQuerySchema,
    response: walletTransactionListSchema,
    handler: async (ctx, { query }) => {
      const { items, total } = await listWalletTransactions(
        ctx.scope,
        query,
        { ...pageWindow(query), sortBy: query.sortBy, sortDesc: query.sortDesc },
        ctx.lang,
      );
      return listResult(items, total, query);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/walletTransaction/:id',
    rule: { ability: MONEY_RULES.transactionsRead },
    summary: 'One movement',
    tags,
    params: idParams,
    response: walletTransactionSchema,
    handler: async (ctx, { params }) => {
      const found = await findWalletTransaction(ctx.scope, params.id, ctx.lang);
      if (!found) throw notFound();
      return found;
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/walletPayment',
    rule: { ability: MONEY_RULES.paymentsRead },
    summary: 'Payments: search, method/type/status/date filters, sort, pages',
    tags,
    query: paymentListQuerySchema,
    response: paymentListSchema,
    handler: async (ctx, { query }) => {
      const { items, total } = await listPayments(ctx.scope, query, ctx.t);
      return listResult(items, total, query);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/walletPayment/:id',
    rule: { ability: MONEY_RULES.paymentsRead },
    summary: 'One payment',
    tags,
    params: idParams,
    response: paymentSchema,
    handler: async (ctx, { params }) => {
      const found = await findPayment(ctx.scope, params.id, ctx.t);
      if (!found) throw notFound();
      return found;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/walletPayment',
    rule: { ability: MONEY_RULES.rechargeByCard },
    summary: 'Recharge by card: creates the payment at the gateway and answers its hosted page (Idempotency-Key)',
    tags,
    body: cardRechargeBodySchema,
    response: cardRechargeResultSchema,
    created: true,
    handler: async (ctx, { body }, raw) => {
      const key = idempotencyKeyOf(raw.request.headers);
      const result = await startCardRecharge(ctx, app.payments.gateway, app.config.payments.publicUrl, {
        amount: body.amount,
        idempotencyKey: key,
      });
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/walletPayment/:id/refresh',
    rule: { ability: MONEY_RULES.paymentRefresh },
    summary: 'Asks the gateway where a card payment stands and settles it (idempotent by nature)',
    tags,
    params: idParams,
    response: paymentSchema,
    handler: (ctx, { params }) => refreshPayment(ctx, app.payments.gateway, params.id),
  });
}
