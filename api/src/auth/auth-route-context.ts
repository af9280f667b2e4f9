import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginCodeDeps } from './login-code-service';

/**
 * What every auth route plugin needs: the stricter per-IP limit for routes that send or check secrets,
 * and the login-code dependencies of a request.
 */
export function authRouteContext(app: FastifyInstance) {
  const authLimit = { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: app.config.rateLimit.windowMs } };
  const deps = (request: FastifyRequest): LoginCodeDeps => ({
    db: app.database.db,
    now: app.now,
    codeSecret: app.config.codeSecret,
    sender: app.codeSender,
    log: request.log,
  });
  return { authLimit, deps };
}
