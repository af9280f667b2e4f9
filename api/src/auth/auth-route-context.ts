import type { FastifyInstance } from 'fastify';
import type { Logger } from '../logger';
import type { LoginCodeDeps } from './login-code-service';

/**
 * What every auth route plugin needs: the stricter per-IP limit for routes that send or check secrets,
 * and the login-code dependencies of a request.
 */
export function authRouteContext(app: FastifyInstance) {
  const authLimit = { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.windowMs } };
  /** From the request context (or, on the few raw routes, the request): both carry the request's logger. */
  const deps = (from: { log: Logger }): LoginCodeDeps => ({
    db: app.database.db,
    now: app.now,
    codeSecret: app.config.codeSecret,
    sender: app.codeSender,
    log: from.log,
  });
  return { authLimit, deps };
}
