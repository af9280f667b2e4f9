import fp from 'fastify-plugin';
import { type Database, openDatabase } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Opens the database (or adopts the one given, as tests do), applies pending migrations, closes it on shutdown. */
export const databasePlugin = fp<{ database?: Database; migrate?: boolean }>(
  async (app, options) => {
    const owned = !options.database;
    const database =
      options.database ??
      (await openDatabase(app.config, (error) => app.log.warn({ err: error }, 'idle database connection lost')));
    if (options.migrate ?? true) await database.migrate();
    app.decorate('database', database);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
