import { DASHBOARD_RULE, scorecardsExportQuerySchema, scorecardsQuerySchema, scorecardsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addFileRoute } from '../../../platform/http/file-route';
import { addRoute } from '../../../platform/http/route';
import { exportScorecards } from './scorecards-export';
import { branchScorecards } from './scorecards-service';

/** Mounted at /api/v1/company/dashboard beside the dashboard's routes; the scorecards page has their rule. */
export async function scorecardRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/scorecards',
    rule: { ability: DASHBOARD_RULE },
    summary: 'Branch scorecards for ?year (Riyadh calendar): orders, spend, rating, on-time arrivals, first-time fixes',
    query: scorecardsQuerySchema,
    tags: ['company'],
    response: scorecardsSchema,
    handler: (ctx, { query }) => branchScorecards(ctx, query),
  });
  // Same rule as the page: whoever sees the scorecards may download them.
  addFileRoute(app, {
    url: '/scorecards/export',
    rule: { ability: DASHBOARD_RULE },
    summary: 'The branch scorecards of ?year as .xlsx (default) or CSV',
    tags: ['company'],
    query: scorecardsExportQuerySchema,
    handler: (ctx, { query }) => exportScorecards(ctx, query),
  });
}
