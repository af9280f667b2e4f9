import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    now: Clock;
  }
}

/** Makes the settings and the clock visible to every plugin and route. */
export const configPlugin = fp<{ config: Config; now: Clock }>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('now', options.now);
  },
  { name: 'config' },
);
