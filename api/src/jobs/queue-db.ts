import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/database';

// pg-boss runs its SQL through `executeSql(text, values)` on the app's own connections (ADR 0025): the pool on a
// server, the one in-process PGlite when embedded (no second connection, so no second process can open it).

/** What pg-boss's `db` option needs. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function queueDb(database: Database): QueueDb {
  // drizzle keeps the driver's client at $client: a pg.Pool or a PGlite.
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    executeSql: async (text, values) => {
      // pg-boss sends its schema and maintenance scripts as several statements without parameters; PGlite runs
      // those through exec (one round, the simple protocol) and single statements with parameters through query.
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
