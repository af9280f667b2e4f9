import {
  ORDER_PROVIDER_ENDPOINTS as endpoints,
  opsIdParams,
  PROVIDER_VISIT_PATHS,
  uuidField,
  PROVIDER_VISIT_ENDPOINTS as visits,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { orders } from '../../../platform/db/schema/index';
import { openStored } from '../../../platform/files/storage/open-stored';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { addFileRoute } from '../../../platform/http/file-route';
import { idempotencyKeyIfSent } from '../../../platform/http/idempotency';
import { listResult } from '../../../platform/http/list-query';
import { acceptOneFile, readUpload } from '../../../platform/http/multipart-upload';
import type { RawHttp } from '../../../platform/http/request-context';
import { evidenceFile } from '../evidence/order-evidence-view';
import { platformOrderPage } from '../ops/ops-order-list';
import { currentProvider, providerOrderScope } from './provider-account';
import { providerCollectCash } from './provider-cash';
import { providerEvidence, saveProviderChecklist } from './provider-checklist';
import { attachEvidence, EVIDENCE_MAX_BYTES } from './provider-evidence';
import type { SentKey } from './provider-once';
import { providerPropose, providerTransition } from './provider-steps';
import { providerVisit, providerVisitPage } from './provider-visits';

// The provider order API (contract ORDER_PROVIDER_ENDPOINTS, each path whole under /api/v1): a signed-in user
// linked to a provider (providers.user_id); any other account gets 403, another provider's order 404. The photo
// upload declares no body: it is multipart (a stage field, then the file), read here. The actions take an optional
// Idempotency-Key (the field app's outbox always sends one, ADR 0052): a replay answers the first answer.

/** The request's key; a replayed answer is marked as the money routes mark it. */
const keyed = (raw: RawHttp): SentKey => ({
  key: idempotencyKeyIfSent(raw.request.headers),
  onReplay: () => raw.reply.header('idempotent-replayed', 'true'),
});

export async function providerOrderRoutes(app: FastifyInstance) {
  await acceptOneFile(app, EVIDENCE_MAX_BYTES, 2);
  const store = app.fileStorage;

  addEndpoint(app, endpoints.list, async (ctx, { query }) => {
    const provider = await currentProvider(ctx);
    const { items, total } = await platformOrderPage(provider.db, query, eq(orders.providerId, provider.id));
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.transition, (ctx, { params, body }, raw) =>
    providerTransition(ctx, params.id, body, keyed(raw)),
  );
  addEndpoint(app, endpoints.propose, (ctx, { params, body }, raw) =>
    providerPropose(ctx, params.id, body, keyed(raw)),
  );
  addEndpoint(app, endpoints.evidence, async (ctx, { params }, raw) => {
    const upload = await readUpload(raw.request, 'photo');
    return attachEvidence(ctx, store, params.id, upload, keyed(raw));
  });
  addEndpoint(app, endpoints.checklist, (ctx, { params }) => providerEvidence(ctx, params.id));
  addEndpoint(app, endpoints.saveChecklist, (ctx, { params, body }, raw) =>
    saveProviderChecklist(ctx, params.id, body, keyed(raw)),
  );
  // The field app (issue 30, ADR 0046): visits by day and slot, one visit, the cash collected on site.
  addEndpoint(app, visits.list, async (ctx, { query }) => {
    const { items, total } = await providerVisitPage(ctx, query);
    return listResult(items, total, query);
  });
  addEndpoint(app, visits.one, (ctx, { params }) => providerVisit(ctx, params.id));
  addEndpoint(app, visits.collectCash, (ctx, { params }, raw) => providerCollectCash(ctx, params.id, keyed(raw)));
  // The photos already saved on its order (the field app shows them; the company's photo route is company-only).
  addFileRoute(app, {
    url: `/api/v1/${PROVIDER_VISIT_PATHS.evidencePhoto}`,
    rule: { auth: 'signed-in' },
    summary: "One photo of the provider's order (PNG or JPEG, inline); another provider's is 404",
    tags: ['providers'],
    query: v.object({}),
    params: v.object({ ...opsIdParams.entries, photoId: uuidField }),
    handler: async (ctx, { params }) => {
      const scope = await providerOrderScope(await currentProvider(ctx), params.id);
      const file = await evidenceFile(scope, params.id, params.photoId);
      return {
        filename: `${file.stage}.${file.mime === 'image/png' ? 'png' : 'jpg'}`,
        contentType: file.mime,
        body: await openStored(store, file.storageKey, ctx.log),
        size: file.size,
        disposition: 'inline',
      };
    },
  });
}
