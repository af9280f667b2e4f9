import {
  OPS_QUEUE_ENDPOINTS as endpoints,
  MONEY_RULES,
  walletRefundBodySchema,
  walletRefundListSchema,
  walletRefundSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../http/endpoint-route';
import { idempotencyKeyOf } from '../http/idempotency';
import { addRoute } from '../http/route';
import { listRefunds, requestRefund } from './company-refunds';
import { decideRefund, listOpsRefunds } from './ops-refunds';

// Refunds of wallet money to the company's bank account (refund_payment b2b_payments): the company asks at
// /api/v1/company/wallets/refunds, ops pay out or reject at /api/v1/ops/wallets/refunds.

const tags = ['wallet'];

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

/** The ops side (contract OPS_QUEUE_ENDPOINTS): registered without a prefix, each path whole in its declaration. */
export async function opsRefundRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.listRefunds, (ctx, { query }) => listOpsRefunds(ctx, query.status));
  addEndpoint(app, endpoints.payRefund, (ctx, { params, body }, raw) =>
    decideRefund(ctx, params.id, { kind: 'pay', bankReference: body.bank_reference }, keyIfSent(raw.request.headers)),
  );
  addEndpoint(app, endpoints.rejectRefund, (ctx, { params, body }, raw) =>
    decideRefund(ctx, params.id, { kind: 'reject', reason: body.reason }, keyIfSent(raw.request.headers)),
  );
}
