import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database';

// pg-boss runs its SQL through `executeSql(text, values)` on the app's own connections (ADR 0025): the pool on a
// server or to the embedded database's thread (a pool of one, ADR 0034), or an in-process PGlite (tests).
//
// Its schema and maintenance scripts come as several statements without parameters, wrapped in BEGIN … COMMIT: one
// that fails (a lock time-out, two processes creating the schema at once) would leave its connection inside an
// aborted transaction, and every later statement on it would fail. So such a script's failure is rolled back on the
// same connection before anything else may use it.

/** What pg-boss's `db` option needs. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

function serverQueueDb(pool: pg.Pool): QueueDb {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        // Several statements answer one result each: the last one, as on PGlite.
        const results: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        return Array.isArray(results) ? (results[results.length - 1] ?? { rows: [] }) : results;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

function pgliteQueueDb(pglite: PGlite): QueueDb {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      // Inside PGlite's own transaction: no other statement runs in between, and a failure is rolled back.
      const results = await pglite.transaction((tx) => tx.exec(text));
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export function queueDb(database: Database): QueueDb {
  // drizzle keeps the driver's client at $client: a pg.Pool or a PGlite.
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  return client instanceof pg.Pool ? serverQueueDb(client) : pgliteQueueDb(client);
}
