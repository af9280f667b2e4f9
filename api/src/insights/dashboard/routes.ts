import { DASHBOARD_RULE, dashboardExportQuerySchema, dashboardQuerySchema, dashboardSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addFileRoute } from '../../platform/http/file-route';
import { addRoute } from '../../platform/http/route';
import { exportDashboardTable } from './dashboard-export';
import { dashboardFigures } from './dashboard-service';

/** Mounted at /api/v1/company/dashboard. */
export async function dashboardRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/dashboard',
    rule: { ability: DASHBOARD_RULE },
    summary: "Every dashboard widget of the caller's company: ?year (Riyadh calendar) and ?branch_id",
    query: dashboardQuerySchema,
    tags: ['company'],
    response: dashboardSchema,
    handler: (ctx, { query }) => dashboardFigures(ctx, query),
  });
  // Same rule as the page: whoever sees a table widget may download its rows.
  addFileRoute(app, {
    url: '/export',
    rule: { ability: DASHBOARD_RULE },
    summary: 'One table widget (latest_orders, recent_payments, recent_packages) as .xlsx (default) or CSV',
    tags: ['company'],
    query: dashboardExportQuerySchema,
    handler: (ctx, { query }) => exportDashboardTable(ctx, query),
  });
}
