import { endpoint } from './endpoint';
import { opsIdParams } from './ops-console';
import type { OpsAction, OpsSubject } from './ops-permissions';
import {
  opsQuotationListSchema,
  opsQuotationSchema,
  quotationListQuerySchema,
  rejectQuotationBodySchema,
} from './quotations';
import {
  opsTempTransactionListQuerySchema,
  opsTempTransactionListSchema,
  opsTempTransactionSchema,
  rejectTransferBodySchema,
} from './temp-transactions';
import {
  opsWalletRefundListQuerySchema,
  opsWalletRefundListSchema,
  opsWalletRefundSchema,
  payRefundBodySchema,
  rejectRefundBodySchema,
} from './wallet-refunds';

// The operations console's work queues (issue 27.3): bank transfers, quotations above the automatic approval limit
// and refunds to pay out. Each list is read under its area's `read` rule and each decision under its `update` rule;
// the console's routes and buttons take their rules from here (mf-ops/src/ops-rules.ts). Every decision takes an
// Idempotency-Key: a retry after a lost answer gets the first answer instead of acting twice or a 409.

const tag = 'ops';
const ops = <const A extends OpsAction, const S extends OpsSubject>(action: A, subject: S) =>
  ({ ops: { action, subject } }) as const;

export const OPS_QUEUE_ENDPOINTS = {
  listTransfers: endpoint({
    operationId: 'listOpsTransfers',
    method: 'GET',
    path: 'ops/wallets/temp-transactions',
    access: ops('read', 'ops_transfers'),
    summary: 'Bank transfers of every company (overdue ones flagged); filters status, overdue, company, dates',
    tag,
    query: opsTempTransactionListQuerySchema,
    response: opsTempTransactionListSchema,
  }),
  transfer: endpoint({
    operationId: 'getOpsTransfer',
    method: 'GET',
    path: 'ops/wallets/temp-transactions/:id',
    access: ops('read', 'ops_transfers'),
    summary: 'One bank transfer',
    tag,
    params: opsIdParams,
    response: opsTempTransactionSchema,
  }),
  confirmTransfer: endpoint({
    operationId: 'confirmOpsTransfer',
    method: 'POST',
    path: 'ops/wallets/temp-transactions/:id/confirm',
    access: ops('update', 'ops_transfers'),
    summary: 'Confirm a pending transfer: posted to the wallet with its invoice, in one transaction',
    tag,
    params: opsIdParams,
    response: opsTempTransactionSchema,
    message: 'money.transfer_confirmed',
    idempotent: true,
  }),
  rejectTransfer: endpoint({
    operationId: 'rejectOpsTransfer',
    method: 'POST',
    path: 'ops/wallets/temp-transactions/:id/reject',
    access: ops('update', 'ops_transfers'),
    summary: 'Reject a pending transfer with a reason the company sees',
    tag,
    params: opsIdParams,
    body: rejectTransferBodySchema,
    response: opsTempTransactionSchema,
    message: 'money.transfer_rejected',
    idempotent: true,
  }),
  listQuotations: endpoint({
    operationId: 'listOpsQuotations',
    method: 'GET',
    path: 'ops/quotations',
    access: ops('read', 'ops_quotations'),
    summary: "Every company's quotations with the company; filter status (submitted: above the automatic limit)",
    tag,
    query: quotationListQuerySchema,
    response: opsQuotationListSchema,
  }),
  approveQuotation: endpoint({
    operationId: 'approveOpsQuotation',
    method: 'POST',
    path: 'ops/quotations/:id/approve',
    access: ops('update', 'ops_quotations'),
    summary: 'Approve a submitted quotation (the company may buy it)',
    tag,
    params: opsIdParams,
    response: opsQuotationSchema,
    message: 'packages.quotation_approved',
    idempotent: true,
  }),
  rejectQuotation: endpoint({
    operationId: 'rejectOpsQuotation',
    method: 'POST',
    path: 'ops/quotations/:id/reject',
    access: ops('update', 'ops_quotations'),
    summary: 'Reject a submitted quotation with a reason the company sees',
    tag,
    params: opsIdParams,
    body: rejectQuotationBodySchema,
    response: opsQuotationSchema,
    message: 'packages.quotation_rejected',
    idempotent: true,
  }),
  listRefunds: endpoint({
    operationId: 'listOpsRefunds',
    method: 'GET',
    path: 'ops/wallets/refunds',
    access: ops('read', 'ops_refunds'),
    summary: 'Refund requests of every company, oldest first (the latest 200); filter by status',
    tag,
    query: opsWalletRefundListQuerySchema,
    response: opsWalletRefundListSchema,
  }),
  payRefund: endpoint({
    operationId: 'payOpsRefund',
    method: 'POST',
    path: 'ops/wallets/refunds/:id/pay',
    access: ops('update', 'ops_refunds'),
    summary: "Marks a pending refund paid out to the company's bank account, with the bank's reference",
    tag,
    params: opsIdParams,
    body: payRefundBodySchema,
    response: opsWalletRefundSchema,
    message: 'refund.paid',
    idempotent: true,
  }),
  rejectRefund: endpoint({
    operationId: 'rejectOpsRefund',
    method: 'POST',
    path: 'ops/wallets/refunds/:id/reject',
    access: ops('update', 'ops_refunds'),
    summary: 'Rejects a pending refund with a reason: the amount goes back to the wallet',
    tag,
    params: opsIdParams,
    body: rejectRefundBodySchema,
    response: opsWalletRefundSchema,
    message: 'refund.rejected',
    idempotent: true,
  }),
} as const;
