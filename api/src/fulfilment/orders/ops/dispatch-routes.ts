import { OPS_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { listResult } from '../../../platform/http/list-query';
import { dispatchDay } from './dispatch-day';
import { dispatchOrderPage } from './dispatch-orders';
import { dispatchSlots } from './dispatch-slots';

/** The dispatch board's reads (contract OPS_ENDPOINTS dispatch*, issue 27.4); its steps are ./routes.ts. */
export async function dispatchRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.dispatchOrders, async (ctx, { query }) => {
    const { items, total } = await dispatchOrderPage(ctx.systemDb('ops: the dispatch board of every company'), query);
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.dispatchDay, (ctx, { query }) =>
    dispatchDay(ctx.systemDb("ops: the providers' day across companies"), query.date),
  );
  addEndpoint(app, endpoints.dispatchSlots, (ctx, { params, query }) =>
    dispatchSlots(ctx.systemDb('ops: free slots across companies'), params.id, query.date, ctx.now),
  );
}
