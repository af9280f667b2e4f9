import { DEV_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { DEMO_OPS_PHONE, DEMO_OWNER_PHONE, seedDemo } from '../seed/seed-demo';
import { DEMO_PROVIDER_PHONE } from '../seed/seed-providers';
import { latestLoginCode } from './outbox-service';

/** Development only (never registered in production): lets people and e2e tests read the code they were sent. */
export async function devOutboxRoutes(app: FastifyInstance) {
  addEndpoint(app, DEV_ENDPOINTS.outbox, (ctx, { query }) => latestLoginCode(ctx, query));

  // `npm run seed` beside a running API on the embedded database: the API, which holds the data folder, adds the
  // demo company itself (a second process opening the folder would corrupt it). Idempotent like the seed.
  addEndpoint(
    app,
    DEV_ENDPOINTS.seed,
    async () => {
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
    { rateLimit: { max: 5, timeWindow: 60_000 } },
  );
}
