import { ORDER_RULES, orderExportQuerySchema, orderListQuerySchema, orderListSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addFileRoute } from '../http/file-route';
import { addRoute } from '../http/route';
import { exportOrders } from './order-export';
import { orderListPage } from './order-list';

// Spec §7 GET company/orders/order (the list) and its export, mounted at /api/v1/company/orders/order next to
// the order routes (`/export` is a static segment, so it wins over `/:reference`). Rules: contract ORDER_RULES.

const tags = ['orders'];

export async function orderListRoutes(app: FastifyInstance) {
  addFileRoute(app, {
    url: '/export',
    rule: { ability: ORDER_RULES.ordersExport },
    summary: 'The orders of the current search, filters and sort as .xlsx (default) or CSV',
    tags,
    query: orderExportQuerySchema,
    handler: (ctx, { query }) => exportOrders(ctx, query),
  });
  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: ORDER_RULES.ordersRead },
    summary: "The company's orders (the member's branches only): search by reference or branch, filters, sort, pages",
    tags,
    query: orderListQuerySchema,
    response: orderListSchema,
    handler: (ctx, { query }) => orderListPage(ctx, query),
  });
}
