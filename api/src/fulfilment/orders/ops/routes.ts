import { OPS_ORDER_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { idempotencyKeyIfSent as keyIfSent } from '../../../platform/http/idempotency';
import { listResult } from '../../../platform/http/list-query';
import { platformOrderPage } from './ops-order-list';
import { assignProvider, collectCash, opsPropose, opsTransition } from './ops-order-steps';
import { opsReschedule } from './ops-reschedule';
import { activeProviders } from './provider-availability';

// The ops order API (contract OPS_ORDER_ENDPOINTS, each path whole under /api/v1): platform staff only (account
// type ops); company and provider accounts get 403. Ops move orders along the machine for every company.

export async function opsOrderRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.list, async (ctx, { query }) => {
    const { items, total } = await platformOrderPage(ctx.systemDb('ops: orders of every company'), query, undefined);
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.providers, (ctx) => activeProviders(ctx.systemDb('ops: the platform providers')));
  addEndpoint(app, endpoints.transition, (ctx, { params, body }, raw) =>
    opsTransition(ctx, params.id, body, keyIfSent(raw.request.headers)),
  );
  addEndpoint(app, endpoints.assignProvider, (ctx, { params, body }, raw) =>
    assignProvider(ctx, params.id, body, keyIfSent(raw.request.headers)),
  );
  addEndpoint(app, endpoints.propose, (ctx, { params, body }) => opsPropose(ctx, params.id, body));
  addEndpoint(app, endpoints.collectCash, (ctx, { params }) => collectCash(ctx, params.id));
  addEndpoint(app, endpoints.reschedule, (ctx, { params, body }, raw) =>
    opsReschedule(ctx, params.id, body, keyIfSent(raw.request.headers)),
  );
}
