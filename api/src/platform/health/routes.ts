import { healthSchema, readySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { addRoute } from '../http/route';
import { checkMetricsAccess } from './metrics-access';

// Liveness, readiness and metrics (issue 24.5; README "Health, readiness and metrics"): public, never rate
// limited (a probe must not be refused for probing), in OpenAPI.

export async function healthRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/health',
    rule: { auth: 'public' },
    config: { rateLimit: false },
    summary: 'Liveness: the process answers (no dependency is checked; see /api/ready)',
    tags: ['health'],
    response: healthSchema,
    handler: async () => ({ alive: true as const }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/ready',
    rule: { auth: 'public' },
    config: { rateLimit: false },
    summary:
      'Readiness: the database and the file storage answer. 503 names what failed (data: check → ok/failed), ' +
      'or data.draining while the process shuts down',
    tags: ['health'],
    response: readySchema,
    handler: async (ctx) => {
      const report = await app.checkReadiness(ctx.log);
      if (report.ready) return report.checks as { database: 'ok'; storage: 'ok' };
      const data = report.draining ? { draining: true } : report.checks;
      throw new AppError(503, 'errors.unavailable', { data });
    },
  });

  app.route({
    method: 'GET',
    url: '/metrics',
    config: { auth: 'public', rateLimit: false },
    schema: {
      summary:
        'Prometheus metrics of this API process (text format). Loopback callers only, or with ' +
        '`Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set',
      tags: ['health'],
    },
    handler: async (request, reply) => {
      checkMetricsAccess(request, app.config.observe.metricsToken);
      const { contentType, text } = await app.scrapeMetrics();
      return reply.type(contentType).send(text);
    },
  });
}
