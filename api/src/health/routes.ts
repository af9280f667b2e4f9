import { healthSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { addRoute } from '../http/route';

/** GET /api/health: up and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/health',
    rule: { auth: 'public' },
    config: { rateLimit: false },
    summary: 'Liveness and database check',
    tags: ['health'],
    response: healthSchema,
    handler: async (ctx) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        ctx.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'errors.unavailable');
      }
      return { database: 'ok' as const };
    },
  });
}
