import { devOutboxMessageSchema, devOutboxQuerySchema, devSeedResultSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/http/route';
import { DEMO_OPS_PHONE, DEMO_OWNER_PHONE, seedDemo } from '../seed/seed-demo';
import { DEMO_PROVIDER_PHONE } from '../seed/seed-providers';
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

  // `npm run seed` beside a running API on the embedded database: the API, which holds the data folder, adds the
  // demo company itself (a second process opening the folder would corrupt it). Idempotent like the seed.
  addRoute(app, {
    method: 'POST',
    url: '/seed',
    rule: { auth: 'public' },
    config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    summary: 'Adds the demo company to this database (development only)',
    tags: ['dev'],
    response: devSeedResultSchema,
    handler: async () => {
      const { created } = await seedDemo(app.database.systemDb('seed: the demo company and its owner'), {
        files: app.fileStorage,
      });
      return {
        created,
        owner_phone: DEMO_OWNER_PHONE,
        ops_phone: DEMO_OPS_PHONE,
        provider_phone: DEMO_PROVIDER_PHONE,
      };
    },
  });
}
