import {
  OPS_QUEUE_ENDPOINTS as endpoints,
  PACKAGE_RULES,
  priceBreakdownSchema,
  quotationInputSchema,
  quotationListQuerySchema,
  quotationListSchema,
  quotationSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addEndpoint } from '../http/endpoint-route';
import { idempotencyKeyOf } from '../http/idempotency';
import { addRoute } from '../http/route';
import { decideQuotation, listOpsQuotations } from './ops-quotation-service';
import { createQuotation, priceOnly, quotationByReference, quotationPage } from './quotation-service';

// Spec §2 quotation wizard: company/quotations[/price|/:reference] (mounted at /api/v1/company/quotations) and the
// ops review at /api/v1/ops/quotations[/:id/{approve,reject}]. Rules: contract PACKAGE_RULES and OPS_QUEUE_ENDPOINTS.

const tags = ['quotations'];
const referenceParams = v.object({ reference: v.pipe(v.string(), v.trim(), v.maxLength(40)) });

export async function quotationRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/price',
    rule: { ability: PACKAGE_RULES.quotationCreate },
    summary: 'Prices the wizard answers with the contract pricing function; nothing is saved',
    tags,
    body: quotationInputSchema,
    response: priceBreakdownSchema,
    message: 'packages.quotation_priced',
    handler: (ctx, { body }) => priceOnly(ctx, body),
  });
  addRoute(app, {
    method: 'POST',
    url: '',
    rule: { ability: PACKAGE_RULES.quotationCreate },
    summary: 'Creates a quotation QUO-YYYY-NNNNNN: approved at once up to the threshold, else submitted to ops',
    tags,
    body: quotationInputSchema,
    response: quotationSchema,
    created: true,
    message: 'packages.quotation_created',
    handler: (ctx, { body }) => createQuotation(ctx, body),
  });
  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: PACKAGE_RULES.quotationsRead },
    summary: 'Quotations: search by reference, status filter, sort created_at|reference|total|status, pages',
    tags,
    query: quotationListQuerySchema,
    response: quotationListSchema,
    handler: (ctx, { query }) => quotationPage(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: '/:reference',
    rule: { ability: PACKAGE_RULES.quotationsRead },
    summary: 'One quotation by reference (another company’s: 404)',
    tags,
    params: referenceParams,
    response: quotationSchema,
    handler: (ctx, { params }) => quotationByReference(ctx, params),
  });
}

const keyIfSent = (headers: Record<string, string | string[] | undefined>) =>
  headers['idempotency-key'] === undefined ? null : idempotencyKeyOf(headers);

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
