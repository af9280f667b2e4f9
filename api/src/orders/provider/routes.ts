import {
  orderChecklistBodySchema,
  orderEvidenceSchema,
  orderListQuerySchema,
  orderListSchema,
  orderOperationResultSchema,
  orderTransitionBodySchema,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/index';
import { listResult } from '../../http/list-query';
import { acceptOneFile, readUpload } from '../../http/multipart-upload';
import { addRoute } from '../../http/route';
import { proposeBodySchema } from '../operations/proposal-schemas';
import { platformOrderPage } from '../ops/ops-order-list';
import { orderIdParams } from '../ops/ops-schemas';
import { currentProvider } from './provider-account';
import { providerEvidence, saveProviderChecklist } from './provider-checklist';
import { attachEvidence, EVIDENCE_MAX_BYTES } from './provider-evidence';
import { providerPropose, providerTransition } from './provider-steps';

// The provider order API (contract ORDER_PROVIDER_PATHS, mounted at /api/v1/providers/orders): a signed-in user
// linked to a provider (providers.user_id); any other account gets 403, another provider's order 404.

const tags = ['providers'];
const rule = { auth: 'signed-in' } as const;
const response = orderOperationResultSchema;

export async function providerOrderRoutes(app: FastifyInstance) {
  await acceptOneFile(app, EVIDENCE_MAX_BYTES, 2);
  const store = app.fileStorage;

  addRoute(app, {
    method: 'GET',
    url: '',
    rule,
    summary: "The provider's orders, newest first (same filters as the orders list)",
    tags,
    query: orderListQuerySchema,
    response: orderListSchema,
    handler: async (ctx, { query }) => {
      const provider = await currentProvider(ctx);
      const { items, total } = await platformOrderPage(provider.db, query, eq(orders.providerId, provider.id));
      return listResult(items, total, query);
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/transition',
    rule,
    summary: 'A step of the provider: depart, arrive, start_inspection, end_inspection, start_work, complete',
    tags,
    params: orderIdParams,
    body: orderTransitionBodySchema,
    response,
    handler: (ctx, { params, body }) => providerTransition(ctx, params.id, body),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/proposals',
    rule,
    summary: 'Proposes service changes, a visit change or a visit quotation (repriced) for the client to answer',
    tags,
    params: orderIdParams,
    body: proposeBodySchema,
    response,
    message: 'orders.op.proposal_submitted',
    handler: (ctx, { params, body }) => providerPropose(ctx, params.id, body),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/evidence',
    rule,
    summary: 'Multipart: optional field "stage" (before | after), then the file "photo" (PNG or JPEG, by its bytes)',
    tags,
    params: orderIdParams,
    response,
    handler: async (ctx, { params }, raw) =>
      attachEvidence(ctx, store, params.id, await readUpload(raw.request, 'photo')),
  });
  addRoute(app, {
    method: 'GET',
    url: '/:id/checklist',
    rule,
    summary: 'The completion checklist (services + standard items, ticks) and the photos of the order',
    tags,
    params: orderIdParams,
    response: orderEvidenceSchema,
    handler: (ctx, { params }) => providerEvidence(ctx, params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/checklist',
    rule,
    summary: 'Ticks or unticks checklist items (optional note each) while on site; complete needs them all ticked',
    tags,
    params: orderIdParams,
    body: orderChecklistBodySchema,
    response: orderEvidenceSchema,
    message: 'orders.op.checklist_saved',
    handler: (ctx, { params, body }) => saveProviderChecklist(ctx, params.id, body),
  });
}
