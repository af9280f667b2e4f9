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
  walletStatementExportQuerySchema,
  walletStatementQuerySchema,
  walletStatementSchema,
  walletTransactionExportQuerySchema,
  walletTransactionListQuerySchema,
  walletTransactionListSchema,
  walletTransactionSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addFileRoute } from '../http/file-route';
import { idempotencyKeyOf } from '../http/idempotency';
import { addRoute } from '../http/route';
import { refreshPayment, startCardRecharge } from '../payments/card-recharge-service';
import {
  canDeductAmount,
  deductOnce,
  paymentById,
  paymentPage,
  transactionById,
  transactionPage,
  walletOf,
} from './company-wallet-service';
import { exportPayments, exportTransactions } from './money-export';
import { exportStatement } from './statement-export';
import { walletStatement } from './statement-service';

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

  addFileRoute(app, {
    url: '/statement/export',
    rule: { ability: MONEY_RULES.statementExport },
    summary: 'The running statement of a date range as .xlsx (default) or CSV, opening and closing rows included',
    tags,
    query: walletStatementExportQuerySchema,
    handler: (ctx, { query }) => exportStatement(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/statement',
    rule: { ability: MONEY_RULES.statementRead },
    summary:
      'Running statement of a date range (Riyadh days, both included): opening balances, movements with the running balance, closing balances — recomputed from the ledger',
    tags,
    query: walletStatementQuerySchema,
    response: walletStatementSchema,
    handler: (ctx, { query }) => walletStatement(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/wallet',
    rule: { ability: MONEY_RULES.walletRead },
    summary: 'Balance, credit line (limit, used, available), pending transfers and the last movements',
    tags,
    response: walletSchema,
    handler: (ctx) => walletOf(ctx),
  });

  addRoute(app, {
    method: 'POST',
    url: '/canDeductFromWallet',
    rule: { ability: MONEY_RULES.canDeduct },
    summary: 'Whether the wallet (then the credit line) can pay an amount; moves nothing',
    tags,
    body: canDeductBodySchema,
    response: canDeductResultSchema,
    handler: (ctx, { body }) => canDeductAmount(ctx, body),
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
      const result = await deductOnce(ctx, { body, idempotencyKey: key });
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
    handler: (ctx, { query }) => transactionPage(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/walletTransaction/:id',
    rule: { ability: MONEY_RULES.transactionsRead },
    summary: 'One movement',
    tags,
    params: idParams,
    response: walletTransactionSchema,
    handler: (ctx, { params }) => transactionById(ctx, params),
  });

  addRoute(app, {
    method: 'GET',
    url: '/walletPayment',
    rule: { ability: MONEY_RULES.paymentsRead },
    summary: 'Payments: search, method/type/status/date filters, sort, pages',
    tags,
    query: paymentListQuerySchema,
    response: paymentListSchema,
    handler: (ctx, { query }) => paymentPage(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/walletPayment/:id',
    rule: { ability: MONEY_RULES.paymentsRead },
    summary: 'One payment',
    tags,
    params: idParams,
    response: paymentSchema,
    handler: (ctx, { params }) => paymentById(ctx, params),
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
