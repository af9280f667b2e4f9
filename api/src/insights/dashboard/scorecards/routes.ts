import { DASHBOARD_ENDPOINTS, scorecardsExportQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { addFileRoute } from '../../../platform/http/file-route';
import { exportScorecards } from './scorecards-export';
import { branchScorecards } from './scorecards-service';

/** The branch scorecards (contract DASHBOARD_ENDPOINTS.scorecards) and their export; the page's rule. */
export async function scorecardRoutes(app: FastifyInstance) {
  const { scorecards } = DASHBOARD_ENDPOINTS;
  addEndpoint(app, scorecards, (ctx, { query }) => branchScorecards(ctx, query));
  // Same rule as the page: whoever sees the scorecards may download them.
  addFileRoute(app, {
    url: `/api/v1/${scorecards.path}/export`,
    rule: scorecards.access,
    summary: 'The branch scorecards of ?year as .xlsx (default) or CSV',
    tags: [scorecards.tag],
    query: scorecardsExportQuerySchema,
    handler: (ctx, { query }) => exportScorecards(ctx, query),
  });
}
