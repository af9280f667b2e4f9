import { DASHBOARD_RULE, dashboardQuerySchema, dashboardSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
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
}
