import Fastify, { type FastifyServerOptions } from 'fastify';
import { abilityPlugin } from './ability/ability-plugin';
import { authPlugin } from './auth/auth-plugin';
import type { CodeSender } from './auth/code-sender/code-sender';
import { codeSenderPlugin } from './auth/code-sender/code-sender-plugin';
import { authRoutes } from './auth/routes';
import { type Clock, systemClock } from './clock';
import { type Config, loadConfig } from './config/config';
import { configPlugin } from './config/config-plugin';
import { dashboardRoutes } from './dashboard/routes';
import type { Database } from './db/database';
import { databasePlugin } from './db/database-plugin';
import { devOutboxRoutes } from './dev-outbox/routes';
import { healthRoutes } from './health/routes';
import { envelopePlugin } from './http/envelope-plugin';
import { i18nPlugin } from './i18n/i18n-plugin';
import { openapiPlugin } from './openapi/openapi-plugin';
import { rateLimitPlugin } from './rate-limit/rate-limit-plugin';

export interface BuildAppOptions {
  /** Settings; read from the environment when absent. */
  config?: Config;
  /** The clock; tests move it to expire codes and pass windows. */
  now?: Clock;
  /** An open database to use (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** Apply pending migrations at start (default true). */
  migrate?: boolean;
  codeSender?: CodeSender;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (the route-rule test collects them). */
  onRoute?: Parameters<ReturnType<typeof Fastify>['addHook']>[1];
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  // Never log credentials: bearer tokens live in a header that is redacted should a serializer ever include it.
  return { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

export async function buildApp(options: BuildAppOptions = {}) {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute as never);

  await app.register(configPlugin, { config, now: options.now ?? systemClock });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(databasePlugin, { database: options.database, migrate: options.migrate });
  await app.register(authPlugin);
  await app.register(abilityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(codeSenderPlugin, { codeSender: options.codeSender });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(dashboardRoutes, { prefix: '/api/v1/company/dashboard' });
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes, { prefix: '/api/v1/dev' });
  return app;
}
