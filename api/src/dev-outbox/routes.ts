import { devOutboxMessageSchema, devOutboxQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error';
import { addRoute } from '../http/route';
import { latestLoginCodeMessage } from './outbox-queries';

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
    handler: async (ctx, { query }) => {
      const message = await latestLoginCodeMessage(ctx.db, query.phone);
      if (!message) throw notFound('dev.outbox_empty');
      const body = message.body as { code?: string; purpose?: string };
      return {
        phone: message.recipient,
        code: String(body.code ?? ''),
        purpose: String(body.purpose ?? ''),
        created_at: message.createdAt.toISOString(),
      };
    },
  });
}
