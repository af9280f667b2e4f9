import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { retryLater } from '../http/app-error';

/**
 * Per-IP request limits on every route (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS); routes may set a stricter
 * `config.rateLimit` (the auth routes do). Refusals use the envelope with data.retry_after.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimit.globalMax,
      timeWindow: app.config.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) =>
        retryLater('errors.too_many_requests', Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'envelope'] },
);
