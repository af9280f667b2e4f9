import { OPS_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { listResult } from '../../platform/http/list-query';
import { listOpsConversations, opsConversation, takeConversation } from './ops-inbox';

/** The support inbox of the ops console (contract: OPS_ENDPOINTS, issue 27.5); registered without a prefix. */
export async function opsInboxRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.listConversations, async (ctx, { query }) => {
    const { items, total } = await listOpsConversations(ctx, query);
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.conversation, (ctx, { params }) => opsConversation(ctx, params.kind, params.id));
  addEndpoint(app, endpoints.takeConversation, (ctx, { params, body }) =>
    takeConversation(ctx, params.kind, params.id, body.take_over),
  );
}
