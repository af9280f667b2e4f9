import { confirmOrderPaymentFieldsSchema, ORDER_ENDPOINTS as endpoints, RECEIPT_MAX_BYTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { idempotencyKeyOf } from '../../../platform/http/idempotency';
import { acceptOneFile, readUpload } from '../../../platform/http/multipart-upload';
import type { RawHttp } from '../../../platform/http/request-context';
import { validate } from '../../../platform/http/validation';
import { receiveOrderTransfer } from '../money/order-transfer';
import { cancelOrder } from './cancel-order';
import { checkOrderPayment, confirmOrderPayment } from './pay-order';
import { decideProposal } from './proposals';
import { rateOrder } from './rate-order';
import { rescheduleOrder } from './reschedule-order';

// Spec §7 company/orders/{updateStatus, rescheduleOrder, confirmPayment, checkPayment, approveServiceChanges,
// approveVisitChanges, updateVisitQuotationStatus, rate}: contract ORDER_ENDPOINTS, each path whole under /api/v1.
// Each needs its ORDER_RULES rule (403 otherwise), another company's order is 404, a step the machine refuses 409.
// confirmPayment takes JSON (wallet, card: its declared jsonBody, checked here) or a transfer's multipart receipt.

/** Money-moving routes answer a replayed Idempotency-Key with the first answer. */
async function replaying<T>(raw: RawHttp, work: (key: string) => Promise<{ body: T; replayed: boolean }>) {
  const result = await work(idempotencyKeyOf(raw.request.headers));
  if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
  return result.body;
}

export async function orderOperationRoutes(app: FastifyInstance) {
  await acceptOneFile(app, RECEIPT_MAX_BYTES);
  const store = app.fileStorage;

  addEndpoint(app, endpoints.updateStatus, (ctx, { body }, raw) =>
    replaying(raw, (key) => cancelOrder(ctx, body, key)),
  );
  addEndpoint(app, endpoints.confirmPayment, async (ctx, _input, raw) => {
    // Transfer: multipart with the receipt (ops confirm within 24 h); wallet and card: JSON.
    if (raw.request.isMultipart()) {
      const upload = await readUpload(raw.request, 'receipt');
      return replaying(raw, (key) => receiveOrderTransfer(ctx, store, upload, key));
    }
    const body = validate(confirmOrderPaymentFieldsSchema, raw.request.body ?? {});
    const card = { gateway: app.payments.gateway, publicUrl: app.config.payments.publicUrl };
    return replaying(raw, (key) => confirmOrderPayment(ctx, body, key, card));
  });
  addEndpoint(app, endpoints.checkPayment, (ctx, { body }) =>
    checkOrderPayment(ctx, body.order_id, app.payments.gateway),
  );
  addEndpoint(app, endpoints.rescheduleOrder, (ctx, { body }) => rescheduleOrder(ctx, body));
  addEndpoint(app, endpoints.approveServiceChanges, (ctx, { body }) =>
    decideProposal(ctx, 'service_change', body.order_id, body.proposal_id, body.decision),
  );
  addEndpoint(app, endpoints.approveVisitChanges, (ctx, { body }) =>
    decideProposal(ctx, 'visit_change', body.order_id, body.proposal_id, body.decision),
  );
  addEndpoint(app, endpoints.updateVisitQuotationStatus, (ctx, { body }) =>
    decideProposal(ctx, 'visit_quotation', body.order_id, body.proposal_id, body.status),
  );
  addEndpoint(app, endpoints.rate, (ctx, { body }) => rateOrder(ctx, body));
}
