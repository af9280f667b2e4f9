import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../http/app-error';
import { findActiveSession } from './session-queries';

export interface Caller {
  userId: string;
  sessionId: string;
  /** The raw bearer token, only kept in memory for the login-info answer. */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Caller>;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i);
  return match?.[1] ?? null;
}

/** Resolves `Authorization: Bearer <token>` to a live session; the ability hook calls it for non-public routes. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('caller', null);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<Caller> => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      const session = await findActiveSession(app.database.db, token, app.now(), app.config.sessions);
      if (!session) throw unauthenticated();
      request.caller = { ...session, token };
      return request.caller;
    });
  },
  { name: 'auth', dependencies: ['database', 'envelope'] },
);
