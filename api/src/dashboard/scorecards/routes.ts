import { DASHBOARD_RULE, scorecardsQuerySchema, scorecardsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route';
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
}
