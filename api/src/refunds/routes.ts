import {
  MONEY_RULES,
  opsWalletRefundListSchema,
  opsWalletRefundSchema,
  rejectRefundBodySchema,
  uuidField,
  WALLET_REFUND_STATUSES,
  walletRefundBodySchema,
  walletRefundListSchema,
  walletRefundSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { opsRule } from '../ability/route-rule';
import { idempotencyKeyOf } from '../http/idempotency';
import { addRoute } from '../http/route';
import { listRefunds, requestRefund } from './company-refunds';
import { decideRefund, listOpsRefunds } from './ops-refunds';

// Refunds of wallet money to the company's bank account (refund_payment b2b_payments): the company asks at
// /api/v1/company/wallets/refunds, ops pay out or reject at /api/v1/ops/wallets/refunds.

const tags = ['wallet'];
const idParams = v.object({ id: uuidField });

export async function companyRefundRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: MONEY_RULES.refundsRead },
    summary: 'The latest 50 refund requests of the company, newest first',
    tags,
    response: walletRefundListSchema,
    handler: (ctx) => listRefunds(ctx),
  });

  addRoute(app, {
    method: 'POST',
    url: '',
    rule: { ability: MONEY_RULES.refundRequest },
    summary:
      'Asks for wallet money back to a Saudi IBAN (Idempotency-Key): the amount leaves the wallet now; 422 above the balance',
    tags,
    body: walletRefundBodySchema,
    response: walletRefundSchema,
    created: true,
    message: 'refund.requested',
    handler: async (ctx, { body }, raw) => {
      const result = await requestRefund(ctx, body, idempotencyKeyOf(raw.request.headers));
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  });
}

const keyIfSent = (headers: Record<string, string | string[] | undefined>) =>
  headers['idempotency-key'] === undefined ? null : idempotencyKeyOf(headers);

export async function opsRefundRoutes(app: FastifyInstance) {
  const rule = opsRule('update', 'ops_refunds');
  addRoute(app, {
    method: 'GET',
    url: '',
    rule: opsRule('read', 'ops_refunds'),
    summary: 'Refund requests of every company, oldest first; filter by status',
    tags: ['ops'],
    query: v.object({ status: v.optional(v.picklist(WALLET_REFUND_STATUSES)) }),
    response: opsWalletRefundListSchema,
    handler: (ctx, { query }) => listOpsRefunds(ctx, query.status),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/pay',
    rule,
    summary: 'Marks a pending refund as paid out to the bank account',
    tags: ['ops'],
    params: idParams,
    response: opsWalletRefundSchema,
    message: 'refund.paid',
    handler: (ctx, { params }, raw) => decideRefund(ctx, params.id, { kind: 'pay' }, keyIfSent(raw.request.headers)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/reject',
    rule,
    summary: 'Rejects a pending refund with a reason: the amount goes back to the wallet',
    tags: ['ops'],
    params: idParams,
    body: rejectRefundBodySchema,
    response: opsWalletRefundSchema,
    message: 'refund.rejected',
    handler: (ctx, { params, body }, raw) =>
      decideRefund(ctx, params.id, { kind: 'reject', reason: body.reason }, keyIfSent(raw.request.headers)),
  });
}
