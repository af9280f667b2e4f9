import { REASON_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/http/app-error';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { findReason, listReasons } from './reason-queries';

/** Spec §7 public/settings/reason (contract REASON_ENDPOINTS, ADR 0058): the cancel and fail reasons. */
export async function reasonRoutes(app: FastifyInstance) {
  addEndpoint(app, REASON_ENDPOINTS.list, (ctx, { query }) => listReasons(ctx.db, query, ctx.lang));
  addEndpoint(app, REASON_ENDPOINTS.get, async (ctx, { params }) => {
    const reason = await findReason(ctx.db, params.id);
    if (!reason) throw notFound();
    return reason;
  });
}
