import {
  MONEY_RULES,
  PAYMENT_ENDPOINTS,
  paymentExportQuerySchema,
  TRANSACTION_ENDPOINTS,
  WALLET_ENDPOINTS,
  walletStatementExportQuerySchema,
  walletTransactionExportQuerySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
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

// Spec §7 company/wallets/{wallet, walletPayment, walletTransaction, canDeductFromWallet, deductFromWallet} and the
// statement (contract: WALLET_ENDPOINTS, TRANSACTION_ENDPOINTS, PAYMENT_ENDPOINTS), registered without a prefix.
// The exports answer files: file routes beside the list they export, with the same rules table (MONEY_RULES).

const tags = ['wallet'];
const exportUrl = (list: { path: string }) => `/api/v1/${list.path}/export`;

export async function walletRoutes(app: FastifyInstance) {
  // Static segments before the `/:id` routes.
  addFileRoute(app, {
    url: exportUrl(PAYMENT_ENDPOINTS.list),
    rule: { ability: MONEY_RULES.paymentsExport },
    summary: 'The payments of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: paymentExportQuerySchema,
    handler: (ctx, { query }) => exportPayments(ctx, query),
  });
  addFileRoute(app, {
    url: exportUrl(TRANSACTION_ENDPOINTS.list),
    rule: { ability: MONEY_RULES.transactionsExport },
    summary: 'The movements of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: walletTransactionExportQuerySchema,
    handler: (ctx, { query }) => exportTransactions(ctx, query),
  });
  addFileRoute(app, {
    url: exportUrl(TRANSACTION_ENDPOINTS.statement),
    rule: { ability: MONEY_RULES.statementExport },
    summary: 'The running statement of a date range as .xlsx (default) or CSV, opening and closing rows included',
    tags,
    query: walletStatementExportQuerySchema,
    handler: (ctx, { query }) => exportStatement(ctx, query),
  });

  addEndpoint(app, TRANSACTION_ENDPOINTS.statement, (ctx, { query }) => walletStatement(ctx, query));
  addEndpoint(app, WALLET_ENDPOINTS.wallet, (ctx) => walletOf(ctx));
  addEndpoint(app, WALLET_ENDPOINTS.canDeduct, (ctx, { body }) => canDeductAmount(ctx, body));
  addEndpoint(
    app,
    WALLET_ENDPOINTS.deduct,
    async (ctx, { body }, raw) => {
      const key = idempotencyKeyOf(raw.request.headers);
      const result = await deductOnce(ctx, { body, idempotencyKey: key });
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
      // Ledger and idempotency rows only: the caller cache stays (issue 29.5).
    },
    { accessNeutral: true },
  );
  addEndpoint(app, TRANSACTION_ENDPOINTS.list, (ctx, { query }) => transactionPage(ctx, query));
  addEndpoint(app, TRANSACTION_ENDPOINTS.get, (ctx, { params }) => transactionById(ctx, params));
  addEndpoint(app, PAYMENT_ENDPOINTS.list, (ctx, { query }) => paymentPage(ctx, query));
  addEndpoint(app, PAYMENT_ENDPOINTS.get, (ctx, { params }) => paymentById(ctx, params));
  addEndpoint(app, PAYMENT_ENDPOINTS.rechargeByCard, async (ctx, { body }, raw) => {
    const key = idempotencyKeyOf(raw.request.headers);
    const result = await startCardRecharge(ctx, app.payments.gateway, app.config.payments.publicUrl, {
      amount: body.amount,
      idempotencyKey: key,
    });
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  });
  addEndpoint(app, PAYMENT_ENDPOINTS.refresh, (ctx, { params }) =>
    refreshPayment(ctx, app.payments.gateway, params.id),
  );
}
