import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CallerCache } from '../../platform/ability/caller-cache';
import { type CallerRecord, lookUpCaller } from '../../platform/ability/caller-lookup';
import { unauthenticated } from '../../platform/http/app-error';
import { checkSessionLifetime } from './session-queries';

export interface Caller {
  userId: string;
  sessionId: string;
  /** The raw bearer token, only kept in memory for the login-info answer. */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** What the sign-in look-up read with the session (account type, memberships, permissions) for the ability hook. */
    callerRecord: CallerRecord | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Caller>;
    /**
     * The live session of a bearer token with its caller record, or null (unknown, revoked, past a lifetime): what
     * `authenticate` checks. `fresh`: read past the caller cache (the event stream after an access change).
     */
    sessionOf(token: string, options?: { fresh?: boolean }): Promise<{ caller: Caller; record: CallerRecord } | null>;
    /** Callers kept a few seconds (ability/caller-cache.ts); the ability hook empties it after every write. */
    callerCache: CallerCache;
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
    app.decorateRequest('callerRecord', null);
    app.decorate('callerCache', new CallerCache(app.config.callerCacheMs));
    const sessionOf = async (token: string, { fresh = false } = {}) => {
      // One round trip for the session, the user's memberships and their permissions (ability/caller-lookup.ts).
      const record = await lookUpCaller(
        app.database.systemDb("sign-in: the caller's memberships"),
        token,
        fresh ? undefined : app.callerCache,
      );
      const session =
        record && (await checkSessionLifetime(app.database.db, record.session, app.now(), app.config.sessions));
      return session ? { caller: { ...session, token }, record } : null;
    };
    app.decorate('sessionOf', sessionOf);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<Caller> => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      const found = await sessionOf(token);
      if (!found) throw unauthenticated();
      request.callerRecord = found.record;
      request.caller = found.caller;
      return request.caller;
    });
  },
  { name: 'auth', dependencies: ['database', 'envelope'] },
);
