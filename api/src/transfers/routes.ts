import {
  MONEY_RULES,
  RECEIPT_MAX_BYTES,
  tempTransactionExportQuerySchema,
  tempTransactionListQuerySchema,
  tempTransactionListSchema,
  tempTransactionSchema,
  uuidField,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addFileRoute } from '../http/file-route';
import { idempotencyKeyOf } from '../http/idempotency';
import { listResult } from '../http/list-query';
import { acceptOneFile, readUpload } from '../http/multipart-upload';
import { addRoute } from '../http/route';
import { exportTransfers } from './transfer-export';
import { getTransfer, listTransfers, receiptOf, submitTransfer } from './transfer-service';

// Spec §7 company/wallets/walletTempTransaction, mounted at /api/v1/company/wallets/walletTempTransaction.

const tags = ['wallet'];
const idParams = v.object({ id: uuidField });

export async function transferRoutes(app: FastifyInstance) {
  await acceptOneFile(app, RECEIPT_MAX_BYTES);
  const store = app.fileStorage;

  addFileRoute(app, {
    url: '/export',
    rule: { ability: MONEY_RULES.tempTransactionsExport },
    summary: 'The bank transfers of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: tempTransactionExportQuerySchema,
    handler: (ctx, { query }) => exportTransfers(ctx, query),
  });

  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: MONEY_RULES.tempTransactionsRead },
    summary: 'Bank transfers waiting for ops or decided: status/overdue/date filters, sort, pages',
    tags,
    query: tempTransactionListQuerySchema,
    response: tempTransactionListSchema,
    handler: async (ctx, { query }) => {
      const { items, total } = await listTransfers(ctx, query);
      return listResult(items, total, query);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/:id',
    rule: { ability: MONEY_RULES.tempTransactionsRead },
    summary: 'One bank transfer',
    tags,
    params: idParams,
    response: tempTransactionSchema,
    handler: (ctx, { params }) => getTransfer(ctx, params.id),
  });

  addRoute(app, {
    method: 'POST',
    url: '',
    rule: { ability: MONEY_RULES.rechargeByTransfer },
    summary:
      'Recharge by bank transfer: multipart fields amount (halalas) and note, then file "receipt" (PDF/JPEG/PNG by content, ≤ 5 MB); Idempotency-Key',
    tags,
    response: tempTransactionSchema,
    created: true,
    message: 'money.transfer_submitted',
    handler: async (ctx, _input, raw) => {
      const key = idempotencyKeyOf(raw.request.headers);
      const result = await submitTransfer(ctx, store, await readUpload(raw.request, 'receipt'), key);
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  });

  addFileRoute(app, {
    url: '/:id/receipt',
    rule: { ability: MONEY_RULES.tempTransactionsRead },
    summary: 'The receipt file of a bank transfer',
    tags,
    query: v.object({}),
    params: idParams,
    handler: async (ctx, { params }) => {
      const { row, stream } = await receiptOf(ctx, store, params.id);
      return { filename: row.receiptOriginalName, contentType: row.receiptMime, body: stream, size: row.receiptSize };
    },
  });
}
