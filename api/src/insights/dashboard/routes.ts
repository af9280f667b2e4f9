import { DASHBOARD_ENDPOINTS, dashboardExportQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { addFileRoute } from '../../platform/http/file-route';
import { cancelReasons } from './cancel-reasons';
import { exportDashboardTable } from './dashboard-export';
import { dashboardFigures } from './dashboard-service';

/** The dashboard (contract DASHBOARD_ENDPOINTS.dashboard) and its table export; registered without a prefix. */
export async function dashboardRoutes(app: FastifyInstance) {
  const { dashboard } = DASHBOARD_ENDPOINTS;
  addEndpoint(app, dashboard, (ctx, { query }) => dashboardFigures(ctx, query));
  addEndpoint(app, DASHBOARD_ENDPOINTS.cancelReasons, (ctx, { query }) => cancelReasons(ctx, query));
  // Same rule as the page: whoever sees a table widget may download its rows.
  addFileRoute(app, {
    url: '/api/v1/company/dashboard/export',
    rule: dashboard.access,
    summary: 'One table widget (latest_orders, recent_payments, recent_packages) as .xlsx (default) or CSV',
    tags: [dashboard.tag],
    query: dashboardExportQuerySchema,
    handler: (ctx, { query }) => exportDashboardTable(ctx, query),
  });
}
