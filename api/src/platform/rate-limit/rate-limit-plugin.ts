import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { retryLater } from '../http/app-error';
import { dropStaleRateLimitCounters, postgresRateLimitStore } from './postgres-rate-limit-store';

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type RouteLimit = { max: number; timeWindow: number } | false | undefined;

/**
 * Per-IP request limits on every route (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS); routes may set a stricter
 * `config.rateLimit` (the auth routes do) or `false`. Refusals use the envelope with data.retry_after.
 *
 * Issue 16.4: the limit runs first, as the app's first onRequest hook, before authentication, so requests answered
 * 401 or 403 count too (@fastify/rate-limit's own route hooks would run after the access hook). The plugin is
 * therefore registered in a context of its own, where it adds no route hooks, and only lends its limiters.
 * The address counted is request.ip: X-Forwarded-For only from a TRUST_PROXY proxy.
 *
 * Issue 24.2: on a PostgreSQL server the counters live in the database, shared by every API process on it (issue
 * 29.5: a loose limit such as the global one counts in memory between flushes of all keys every 100 ms, a strict one
 * such as the sign-in routes' sends its upsert with each request; postgres-rate-limit-store.ts); PGlite has one process by nature and keeps them in memory (≈1.4 ms saved per request, see
 * bench/rate-limit-store.ts). A failing counter lets the request through rather than answering 500.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { globalMax, windowMs } = app.config.rateLimit;
    const store = app.database.kind === 'postgres' ? postgresRateLimitStore(app.database.db) : undefined;
    // The counts kept in memory between flushes (postgres-rate-limit-store.ts) go to the database at close.
    if (store) app.addHook('onClose', () => store.flush());
    const options = {
      store,
      skipOnError: true,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        retryLater('errors.too_many_requests', Math.max(1, Math.ceil(context.ttl / 1000))),
    };
    const limiters = new Map<string, Limiter>();
    let make: (max: number, timeWindow: number) => Limiter = () => {
      throw new Error('rate limiter not ready');
    };
    await app.register(async (own) => {
      await own.register(rateLimit, { global: false, max: globalMax, timeWindow: windowMs, ...options });
      // A stricter route limit is counted per route (each auth route has its own budget, as before).
      make = (max, timeWindow) =>
        own.rateLimit({
          max,
          timeWindow,
          keyGenerator: (request) => `${request.ip} ${request.routeOptions.method} ${request.routeOptions.url}`,
        }) as Limiter;
      limiters.set('global', own.rateLimit() as Limiter);
    });

    if (app.database.kind === 'postgres') {
      app.jobQueue.define({
        name: 'rate-limit-sweep',
        retry: { limit: 1, delaySeconds: 60, backoff: false },
        expireSeconds: 5 * 60,
        cron: '7 * * * *',
        // Every window the app uses is at most RATE_LIMIT_WINDOW_MS: an hour past it, a counter is of no use.
        run: () => dropStaleRateLimitCounters(app.database.db, windowMs + 60 * 60_000),
      });
    }

    app.addHook('onRequest', async (request, reply) => {
      const limit = request.routeOptions.config?.rateLimit as RouteLimit;
      if (limit === false) return;
      const key = limit ? `${limit.max}/${limit.timeWindow}` : 'global';
      let limiter = limiters.get(key);
      if (!limiter) {
        limiter = make(limit ? limit.max : globalMax, limit ? limit.timeWindow : windowMs);
        limiters.set(key, limiter);
      }
      await limiter(request, reply);
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'envelope', 'database', 'jobs'] },
);
