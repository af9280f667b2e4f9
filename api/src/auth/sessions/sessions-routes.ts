import { revokedSessionsSchema, sessionIdParamsSchema, userSessionsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addRoute } from '../../http/route';
import { ownSessions, revokeOtherDevices, revokeSessionById } from './sessions-service';

const tags = ['auth'];

/** The caller's devices (issue 16.7), mounted at /api/v1/auth: only ever the caller's own sessions. */
export async function sessionsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/user/sessions',
    rule: { auth: 'signed-in' },
    summary: 'The own signed-in devices (live sessions), the current one marked',
    tags,
    response: userSessionsSchema,
    handler: (ctx) => ownSessions(ctx, app.config.sessions),
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/user/sessions/:id',
    rule: { auth: 'signed-in' },
    summary: 'Sign out one of the own devices (another user’s session id answers 404)',
    tags,
    params: sessionIdParamsSchema,
    response: v.null(),
    message: 'success.session_revoked',
    handler: (ctx, { params }) => revokeSessionById(ctx, params),
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/sessions/revokeOthers',
    rule: { auth: 'signed-in' },
    summary: 'Sign out every other device of the caller',
    tags,
    response: revokedSessionsSchema,
    message: 'success.other_sessions_revoked',
    handler: (ctx) => revokeOtherDevices(ctx),
  });
}
