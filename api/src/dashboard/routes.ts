import { DASHBOARD_RULE, dashboardSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
import { dashboardFigures } from './dashboard-service';

/** Mounted at /api/v1/company/dashboard. */
export async function dashboardRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/dashboard',
    rule: { ability: DASHBOARD_RULE },
    summary: "Figures of the caller's company",
    tags: ['company'],
    response: dashboardSchema,
    handler: (ctx) => dashboardFigures(ctx),
  });
}
