import { ORDER_ENDPOINTS, ORDER_PATHS, ORDER_RULES, orderExportQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { exportOrders } from './order-export';
import { orderListPage } from './order-list';

// Spec §7 GET company/orders/order (the list, contract ORDER_ENDPOINTS.list) and its export, a route of its own
// because it answers a file (`/export` is a static segment, so it wins over `/:reference`).

export async function orderListRoutes(app: FastifyInstance) {
  addFileRoute(app, {
    url: `/api/v1/${ORDER_PATHS.export}`,
    rule: { ability: ORDER_RULES.ordersExport },
    summary: 'The orders of the current search, filters and sort as .xlsx (default) or CSV',
    tags: ['orders'],
    query: orderExportQuerySchema,
    handler: (ctx, { query }) => exportOrders(ctx, query),
  });
  addEndpoint(app, ORDER_ENDPOINTS.list, (ctx, { query }) => orderListPage(ctx, query));
}
