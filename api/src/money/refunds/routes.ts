import { OPS_QUEUE_ENDPOINTS as endpoints, REFUND_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { idempotencyKeyOf, idempotencyKeyIfSent as keyIfSent } from '../../platform/http/idempotency';
import { listRefunds, requestRefund } from './company-refunds';
import { decideRefund, listOpsRefunds } from './ops-refunds';

// Refunds of wallet money to the company's bank account (refund_payment b2b_payments): the company asks at
// /api/v1/company/wallets/refunds, ops pay out or reject at /api/v1/ops/wallets/refunds.

/** The company side (contract REFUND_ENDPOINTS), registered without a prefix. */
export async function companyRefundRoutes(app: FastifyInstance) {
  addEndpoint(app, REFUND_ENDPOINTS.list, (ctx) => listRefunds(ctx));
  addEndpoint(app, REFUND_ENDPOINTS.request, async (ctx, { body }, raw) => {
    const result = await requestRefund(ctx, body, idempotencyKeyOf(raw.request.headers));
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  });
}

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
