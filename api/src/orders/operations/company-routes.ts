import {
  checkOrderPaymentBodySchema,
  confirmOrderPaymentFieldsSchema,
  decideOrderChangesBodySchema,
  ORDER_RULES,
  orderOperationResultSchema,
  RECEIPT_MAX_BYTES,
  rateOrderBodySchema,
  rescheduleOrderBodySchema,
  updateOrderStatusBodySchema,
  updateVisitQuotationStatusBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency';
import { acceptOneFile, readUpload } from '../../http/multipart-upload';
import type { RawHttp } from '../../http/request-context';
import { addRoute } from '../../http/route';
import { validate } from '../../http/validation';
import { receiveOrderTransfer } from '../money/order-transfer';
import { cancelOrder } from './cancel-order';
import { checkOrderPayment, confirmOrderPayment } from './pay-order';
import { decideProposal } from './proposals';
import { rateOrder } from './rate-order';
import { rescheduleOrder } from './reschedule-order';

// Spec §7 company/orders/{updateStatus, rescheduleOrder, confirmPayment, checkPayment, approveServiceChanges,
// approveVisitChanges, updateVisitQuotationStatus, rate} (mounted at /api/v1/company/orders). Each route needs its
// ORDER_RULES rule (403 otherwise), another company's order is 404, a step the machine refuses is 409.

const tags = ['orders'];
const response = orderOperationResultSchema;

/** Money-moving routes answer a replayed Idempotency-Key with the first answer. */
async function replaying<T>(raw: RawHttp, work: (key: string) => Promise<{ body: T; replayed: boolean }>) {
  const result = await work(idempotencyKeyOf(raw.request.headers));
  if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
  return result.body;
}

export async function orderOperationRoutes(app: FastifyInstance) {
  await acceptOneFile(app, RECEIPT_MAX_BYTES);
  const store = app.fileStorage;

  addRoute(app, {
    method: 'POST',
    url: '/updateStatus',
    rule: { ability: ORDER_RULES.orderCancel },
    summary:
      'Cancels the order with a reason (before on_the_way); what was paid goes back to the wallet (Idempotency-Key)',
    tags,
    body: updateOrderStatusBodySchema,
    response,
    handler: (ctx, { body }, raw) => replaying(raw, (key) => cancelOrder(ctx, body, key)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/confirmPayment',
    rule: { ability: ORDER_RULES.paymentConfirm },
    summary:
      'Pays what is due (advance or final; Idempotency-Key): JSON wallet (ledger) or credit_card (→ payment_url); multipart transfer with file "receipt"',
    tags,
    response,
    handler: async (ctx, _input, raw) => {
      // Transfer: multipart with the receipt (ops confirm within 24 h); wallet and card: JSON.
      if (raw.request.isMultipart()) {
        const upload = await readUpload(raw.request, 'receipt');
        return replaying(raw, (key) => receiveOrderTransfer(ctx, store, upload, key));
      }
      const body = validate(confirmOrderPaymentFieldsSchema, raw.request.body ?? {});
      const card = { gateway: app.payments.gateway, publicUrl: app.config.payments.publicUrl };
      return replaying(raw, (key) => confirmOrderPayment(ctx, body, key, card));
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/checkPayment',
    rule: { ability: ORDER_RULES.paymentCheck },
    summary: "Asks the card gateway about the order's card payment and settles it",
    tags,
    body: checkOrderPaymentBodySchema,
    response,
    handler: (ctx, { body }) => checkOrderPayment(ctx, body.order_id, app.payments.gateway),
  });
  addRoute(app, {
    method: 'POST',
    url: '/rescheduleOrder',
    // reschedule_order before on_the_way, reschedule_late_order after: the machine's row names which (checked).
    rule: { ability: ORDER_RULES.ordersRead },
    summary: 'New date and slot (a free one); in time keeps the status, late (on the way, arrived) returns to assigned',
    tags,
    body: rescheduleOrderBodySchema,
    response,
    handler: (ctx, { body }) => rescheduleOrder(ctx, body),
  });
  addRoute(app, {
    method: 'POST',
    url: '/approveServiceChanges',
    rule: { ability: ORDER_RULES.serviceChangesDecide },
    summary: 'Approves (reprices the order) or rejects the service changes a provider or ops proposed',
    tags,
    body: decideOrderChangesBodySchema,
    response,
    handler: (ctx, { body }) => decideProposal(ctx, 'service_change', body.order_id, body.proposal_id, body.decision),
  });
  addRoute(app, {
    method: 'POST',
    url: '/approveVisitChanges',
    rule: { ability: ORDER_RULES.visitChangesDecide },
    summary: 'Approves (moves the visit to the proposed free slot) or rejects proposed visit changes',
    tags,
    body: decideOrderChangesBodySchema,
    response,
    handler: (ctx, { body }) => decideProposal(ctx, 'visit_change', body.order_id, body.proposal_id, body.decision),
  });
  addRoute(app, {
    method: 'POST',
    url: '/updateVisitQuotationStatus',
    rule: { ability: ORDER_RULES.visitQuotationDecide },
    summary: 'Approves (reprices the order) or rejects a visit quotation',
    tags,
    body: updateVisitQuotationStatusBodySchema,
    response,
    handler: (ctx, { body }) => decideProposal(ctx, 'visit_quotation', body.order_id, body.proposal_id, body.status),
  });
  addRoute(app, {
    method: 'POST',
    url: '/rate',
    rule: { ability: ORDER_RULES.orderRate },
    summary: 'Rates a completed order (1–5 stars, optional comment): completed → rated',
    tags,
    body: rateOrderBodySchema,
    response,
    message: 'orders.rated',
    handler: (ctx, { body }) => rateOrder(ctx, body),
  });
}
