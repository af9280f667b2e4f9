import { ORDER_DRAFT_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { idempotencyKeyOf } from '../../../platform/http/idempotency';
import { discardDraft, readDraft, saveDraft } from './draft-store';
import { submitOrderDraft } from './draft-submit';

// company/orders/draft (GET, PUT, DELETE) and company/orders/draft/submit: contract ORDER_DRAFT_ENDPOINTS (ADR 0063).

export async function orderDraftRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.get, (ctx) => readDraft(ctx));
  addEndpoint(app, endpoints.save, (ctx, { body }) => saveDraft(ctx, body));
  addEndpoint(app, endpoints.discard, (ctx) => discardDraft(ctx));
  addEndpoint(app, endpoints.submit, async (ctx, { body }, raw) => {
    const result = await submitOrderDraft(ctx, body, idempotencyKeyOf(raw.request.headers));
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  });
}
