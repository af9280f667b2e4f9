import {
  lookupIdParamsSchema,
  MONEY_RULES,
  RECEIPT_MAX_BYTES,
  TRANSFER_ENDPOINTS,
  tempTransactionExportQuerySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { listResult } from '../../platform/http/list-query';
import { acceptOneFile, readUpload } from '../../platform/http/multipart-upload';
import { exportTransfers } from './transfer-export';
import { getTransfer, listTransfers, receiptOf, submitTransfer } from './transfer-service';

// Spec §7 company/wallets/walletTempTransaction (contract: TRANSFER_ENDPOINTS), registered without a prefix. The
// export and the receipt answer files: file routes beside the declarations they belong to.

const tags = ['wallet'];

export async function transferRoutes(app: FastifyInstance) {
  await acceptOneFile(app, RECEIPT_MAX_BYTES);
  const store = app.fileStorage;

  addFileRoute(app, {
    url: `/api/v1/${TRANSFER_ENDPOINTS.list.path}/export`,
    rule: { ability: MONEY_RULES.tempTransactionsExport },
    summary: 'The bank transfers of the current filter and sort as .xlsx (default) or CSV',
    tags,
    query: tempTransactionExportQuerySchema,
    handler: (ctx, { query }) => exportTransfers(ctx, query),
  });

  addEndpoint(app, TRANSFER_ENDPOINTS.list, async (ctx, { query }) => {
    const { items, total } = await listTransfers(ctx, query);
    return listResult(items, total, query);
  });
  addEndpoint(app, TRANSFER_ENDPOINTS.get, (ctx, { params }) => getTransfer(ctx, params.id));
  addEndpoint(app, TRANSFER_ENDPOINTS.submit, async (ctx, _input, raw) => {
    const key = idempotencyKeyOf(raw.request.headers);
    const result = await submitTransfer(ctx, store, await readUpload(raw.request, 'receipt'), key);
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  });

  addFileRoute(app, {
    url: `/api/v1/${TRANSFER_ENDPOINTS.get.path}/receipt`,
    rule: { ability: MONEY_RULES.tempTransactionsRead },
    summary: 'The receipt file of a bank transfer',
    tags,
    query: v.object({}),
    params: lookupIdParamsSchema,
    handler: async (ctx, { params }) => {
      const { row, stream } = await receiptOf(ctx, store, params.id);
      return { filename: row.receiptOriginalName, contentType: row.receiptMime, body: stream, size: row.receiptSize };
    },
  });
}
