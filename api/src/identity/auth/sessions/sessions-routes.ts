import { SESSION_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../platform/http/endpoint-route';
import { ownSessions, revokeOtherDevices, revokeSessionById } from './sessions-service';

/** The caller's devices (issue 16.7; contract: SESSION_ENDPOINTS). */
export async function sessionsRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.list, (ctx) => ownSessions(ctx, app.config.sessions));
  addEndpoint(app, endpoints.revoke, (ctx, { params }) => revokeSessionById(ctx, params));
  addEndpoint(app, endpoints.revokeOthers, (ctx) => revokeOtherDevices(ctx));
}
