import { ORDER_PROVIDER_ENDPOINTS as endpoints, PROVIDER_VISIT_ENDPOINTS as visits } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../platform/db/schema/index';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { listResult } from '../../../platform/http/list-query';
import { acceptOneFile, readUpload } from '../../../platform/http/multipart-upload';
import { platformOrderPage } from '../ops/ops-order-list';
import { currentProvider } from './provider-account';
import { providerCollectCash } from './provider-cash';
import { providerEvidence, saveProviderChecklist } from './provider-checklist';
import { attachEvidence, EVIDENCE_MAX_BYTES } from './provider-evidence';
import { providerPropose, providerTransition } from './provider-steps';
import { providerVisit, providerVisitPage } from './provider-visits';

// The provider order API (contract ORDER_PROVIDER_ENDPOINTS, each path whole under /api/v1): a signed-in user
// linked to a provider (providers.user_id); any other account gets 403, another provider's order 404. The photo
// upload declares no body: it is multipart (a stage field, then the file), read here.

export async function providerOrderRoutes(app: FastifyInstance) {
  await acceptOneFile(app, EVIDENCE_MAX_BYTES, 2);
  const store = app.fileStorage;

  addEndpoint(app, endpoints.list, async (ctx, { query }) => {
    const provider = await currentProvider(ctx);
    const { items, total } = await platformOrderPage(provider.db, query, eq(orders.providerId, provider.id));
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.transition, (ctx, { params, body }) => providerTransition(ctx, params.id, body));
  addEndpoint(app, endpoints.propose, (ctx, { params, body }) => providerPropose(ctx, params.id, body));
  addEndpoint(app, endpoints.evidence, async (ctx, { params }, raw) =>
    attachEvidence(ctx, store, params.id, await readUpload(raw.request, 'photo')),
  );
  addEndpoint(app, endpoints.checklist, (ctx, { params }) => providerEvidence(ctx, params.id));
  addEndpoint(app, endpoints.saveChecklist, (ctx, { params, body }) => saveProviderChecklist(ctx, params.id, body));
  // The field app (issue 30, ADR 0046): visits by day and slot, one visit, the cash collected on site.
  addEndpoint(app, visits.list, async (ctx, { query }) => {
    const { items, total } = await providerVisitPage(ctx, query);
    return listResult(items, total, query);
  });
  addEndpoint(app, visits.one, (ctx, { params }) => providerVisit(ctx, params.id));
  addEndpoint(app, visits.collectCash, (ctx, { params }) => providerCollectCash(ctx, params.id));
}
