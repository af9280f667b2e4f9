import { devOutboxMessageSchema, devOutboxQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route';
import { latestLoginCode } from './outbox-service';

/** Development only (never registered in production): lets people and e2e tests read the code they were sent. */
export async function devOutboxRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/outbox',
    rule: { auth: 'public' },
    summary: 'Latest login code sent to a phone (development only)',
    tags: ['dev'],
    query: devOutboxQuerySchema,
    response: devOutboxMessageSchema,
    handler: (ctx, { query }) => latestLoginCode(ctx, query),
  });
}
