import { OPS_OVERVIEW_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { CallerRecord } from '../../../platform/ability/caller-lookup';
import { opsAbilityOf } from '../../../platform/ability/ops-access';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { opsOverview } from './ops-overview';

/** The console's landing page figures (contract: OPS_OVERVIEW_ENDPOINTS); what is shown follows the caller's roles. */
export async function opsOverviewRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.overview, (ctx, _input, { request }) =>
    opsOverview(ctx, opsAbilityOf(request.callerRecord as CallerRecord)),
  );
}
