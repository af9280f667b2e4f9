import { OPS_QUEUE_ENDPOINTS as endpoints, QUOTATION_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { idempotencyKeyIfSent as keyIfSent } from '../../platform/http/idempotency';
import { decideQuotation, listOpsQuotations } from './ops-quotation-service';
import { createQuotation, priceOnly, quotationByReference, quotationPage } from './quotation-service';

// Spec §2 quotation wizard: company/quotations[/price|/:reference] and the ops review at
// ops/quotations[/:id/{approve,reject}], each registered from its contract declaration (no prefix).

/** company/quotations[/price|/:reference] (contract: QUOTATION_ENDPOINTS). */
export async function quotationRoutes(app: FastifyInstance) {
  addEndpoint(app, QUOTATION_ENDPOINTS.price, (ctx, { body }) => priceOnly(ctx, body));
  addEndpoint(app, QUOTATION_ENDPOINTS.create, (ctx, { body }) => createQuotation(ctx, body));
  addEndpoint(app, QUOTATION_ENDPOINTS.list, (ctx, { query }) => quotationPage(ctx, query));
  addEndpoint(app, QUOTATION_ENDPOINTS.get, (ctx, { params }) => quotationByReference(ctx, params));
}

/** The ops review (contract OPS_QUEUE_ENDPOINTS): registered without a prefix, each path whole in its declaration. */
export async function opsQuotationRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.listQuotations, (ctx, { query }) => listOpsQuotations(ctx, query));
  addEndpoint(app, endpoints.approveQuotation, (ctx, { params }, raw) =>
    decideQuotation(ctx, params.id, { kind: 'approve' }, keyIfSent(raw.request.headers)),
  );
  addEndpoint(app, endpoints.rejectQuotation, (ctx, { params, body }, raw) =>
    decideQuotation(ctx, params.id, { kind: 'reject', reason: body.reason }, keyIfSent(raw.request.headers)),
  );
}
