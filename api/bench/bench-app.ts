import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config/config';
import type { Database } from '../src/platform/db/database';

// The app every benchmark measures: the real one (Fastify, sign-in, abilities, company scope) on the given database,
// its rate limits and background jobs out of the way of the load.

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The app, ready for `app.inject`. */
export async function benchApp(database: Database): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    CODE_SENDER: 'outbox',
    PAYMENT_GATEWAY: 'test',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_AUTH_MAX: '100000',
    TRANSFER_OVERDUE_JOB_MS: '0',
  });
  const app = await buildApp({ config, database, migrate: false, logger: false });
  await app.ready();
  return app;
}

/** The app on a random port of 127.0.0.1, for real HTTP. */
export async function startBenchApp(database: Database): Promise<{ app: App; base: string }> {
  const app = await benchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${listeningPort(app)}` };
}

/** The port a started Fastify server listens on. */
export function listeningPort(app: { server: { address(): unknown } }): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? (address as { port: number }).port : 0;
}
