import fp from 'fastify-plugin';
import { metricsPlugin } from './metrics-plugin';
import { readinessPlugin } from './readiness-plugin';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Request ids on every answer, readiness checks and Prometheus metrics (issue 24.5). Registered right after the
 * database, before rate limits and authentication, so their refusals carry the id and are counted too.
 */
export const observePlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    await app.register(readinessPlugin);
    await app.register(metricsPlugin);
  },
  { name: 'observe', dependencies: ['config', 'database'] },
);
