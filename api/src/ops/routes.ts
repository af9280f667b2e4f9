import {
  certificateParamsSchema,
  creditLimitBodySchema,
  opsTempTransactionListQuerySchema,
  opsTempTransactionListSchema,
  opsTempTransactionSchema,
  rejectTransferBodySchema,
  uuidField,
  walletSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { opsRule } from '../ability/route-rule';
import { addFileRoute } from '../http/file-route';
import { idempotencyKeyOf } from '../http/idempotency';
import { listResult } from '../http/list-query';
import { addRoute } from '../http/route';
import { opsCertificateOf } from './companies/ops-certificates';
import { updateCreditLine } from './companies/ops-credit-line';
import { decideTransfer, getOpsTransfer, listOpsTransfers, opsReceiptOf } from './ops-transfer-service';

// The ops API (/api/v1/ops/…): platform staff only (account type ops); company accounts get 403 here.

const tags = ['ops'];
const transfersRead = opsRule('read', 'ops_transfers');
const transfersUpdate = opsRule('update', 'ops_transfers');
const idParams = v.object({ id: uuidField });
const keyIfSent = (headers: Record<string, string | string[] | undefined>) =>
  headers['idempotency-key'] === undefined ? null : idempotencyKeyOf(headers);

export async function opsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/wallets/temp-transactions',
    rule: transfersRead,
    summary: 'Bank transfers of every company (overdue ones flagged); filters status, overdue, company, dates',
    tags,
    query: opsTempTransactionListQuerySchema,
    response: opsTempTransactionListSchema,
    handler: async (ctx, { query }) => {
      const { items, total } = await listOpsTransfers(ctx, query);
      return listResult(items, total, query);
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/wallets/temp-transactions/:id',
    rule: transfersRead,
    summary: 'One bank transfer',
    tags,
    params: idParams,
    response: opsTempTransactionSchema,
    handler: (ctx, { params }) => getOpsTransfer(ctx, params.id),
  });

  // The receipt.url of the answers above: the file the company uploaded, shown inline (image or PDF).
  addFileRoute(app, {
    url: '/wallets/temp-transactions/:id/receipt',
    rule: transfersRead,
    summary: 'The receipt file of a bank transfer',
    tags,
    query: v.object({}),
    params: idParams,
    handler: (ctx, { params }) => opsReceiptOf(ctx, app.fileStorage, params.id),
  });

  addRoute(app, {
    method: 'POST',
    url: '/wallets/temp-transactions/:id/confirm',
    rule: transfersUpdate,
    summary: 'Confirm a pending transfer: posted to the wallet with its invoice, in one transaction',
    tags,
    params: idParams,
    response: opsTempTransactionSchema,
    message: 'money.transfer_confirmed',
    handler: (ctx, { params }, raw) =>
      decideTransfer(ctx, params.id, { kind: 'confirm' }, keyIfSent(raw.request.headers)),
  });

  addRoute(app, {
    method: 'POST',
    url: '/wallets/temp-transactions/:id/reject',
    rule: transfersUpdate,
    summary: 'Reject a pending transfer with a reason',
    tags,
    params: idParams,
    body: rejectTransferBodySchema,
    response: opsTempTransactionSchema,
    message: 'money.transfer_rejected',
    handler: (ctx, { params, body }, raw) =>
      decideTransfer(ctx, params.id, { kind: 'reject', reason: body.reason }, keyIfSent(raw.request.headers)),
  });

  // The certificates' url in GET ops/companies/:id: the file the company uploaded, shown inline (verification queue).
  addFileRoute(app, {
    url: '/companies/:id/certificates/:kind',
    rule: opsRule('read', 'ops_companies'),
    summary: "A company's current CR or VAT certificate",
    tags,
    query: v.object({}),
    params: certificateParamsSchema,
    handler: (ctx, { params }) => opsCertificateOf(ctx, app.fileStorage, params),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/companies/:id/credit-line',
    rule: opsRule('update', 'ops_credit_lines'),
    summary:
      "Set a company's credit limit with a reason (halalas; not below the credit already used); the company is told live",
    tags,
    params: idParams,
    body: creditLimitBodySchema,
    response: walletSchema,
    message: 'money.credit_line_updated',
    handler: (ctx, { params, body }, raw) => updateCreditLine(ctx, params.id, body, keyIfSent(raw.request.headers)),
  });
}
