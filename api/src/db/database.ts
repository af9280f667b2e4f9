import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withSessionLock } from './advisory-lock';
import { acquireDataFolderLock, type DataFolderLock, releaseOnExit } from './data-folder-lock';
import * as schema from './schema/index';

// One query layer over two drivers: PGlite embedded in a data folder (no server needed) or a PostgreSQL
// server through node-postgres. Both speak the same dialect, schema and migrations.

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

/** Which door a statement came through: the company scope's runner or the named cross-company door. */
export type QueryDoor = 'scoped' | 'system';
/** Sees every statement (the test guard uses it; production passes none). */
export type QueryObserver = (door: QueryDoor, query: string, params: unknown[]) => void;

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above 0 for long, the pool is too small or queries too slow. */
  waiting: number;
}

export interface Database {
  /** Runs the company scope's queries and queries on tables no company owns (look-ups, users, sessions). */
  db: Db;
  /**
   * The one door to company-owned tables across companies (sign-in, membership look-up, registration, seed):
   * greppable by name, with the reason the scope does not apply.
   */
  systemDb(reason: string): Db;
  kind: 'pglite' | 'postgres';
  /**
   * A new dedicated connection outside the pool (server only; null on PGlite): LISTEN needs one connection that
   * stays open, and the pool would hand it to other queries.
   */
  dedicatedClient(): pg.Client | null;
  /**
   * LISTEN in process (PGlite only; null on a server, where LISTEN takes a dedicated client): `onPayload` gets each
   * NOTIFY of `channel` at its commit. Answers the way to stop.
   */
  listenInProcess: ((channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>) | null;
  /** The server pool's connections right now (metrics); null on PGlite: one connection, no pool. */
  poolStats(): PoolStats | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded data folder's lock when this process opened one (./data-folder-lock.ts); absent otherwise. */
  folderLock?: DataFolderLock;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const observed = (door: QueryDoor, observer: QueryObserver | undefined) =>
  observer ? { logQuery: (query: string, params: unknown[]) => observer(door, query, params) } : undefined;

/**
 * Every embedded database of the app, its tests and benchmarks: with the pg_trgm extension the migrations create
 * (trigram indexes for contains-search, migration 0018); a data folder or dump made with it needs it loaded.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm } });
}

export function pgliteDatabase(client: PGlite, observer?: QueryObserver): Database {
  const db = drizzlePglite(client, { schema, logger: observed('scoped', observer) });
  const system = drizzlePglite(client, { schema, logger: observed('system', observer) });
  return {
    db: db as unknown as Db,
    systemDb: () => system as unknown as Db,
    kind: 'pglite',
    dedicatedClient: () => null,
    listenInProcess: (channel, onPayload) => client.listen(channel, onPayload),
    poolStats: () => null,
    migrate: () => migratePglite(system, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function postgresDatabase(
  pool: pg.Pool,
  onIdleError: (error: Error) => void = () => {},
  observer?: QueryObserver,
): Database {
  // An idle connection dropped by the server must not crash the process; the pool replaces it on next use.
  pool.on('error', onIdleError);
  // Named statements (the caller look-up, the orders list's shapes) are planned for their values at every run, as
  // unnamed ones are: after five runs PostgreSQL may switch a statement to one generic plan, costed for an average
  // company; for the orders list that plan reads a large company's every order (measured 20–340 ms instead of
  // 0.3 ms at 100,000 orders). Naming still saves the parse and the text on the wire (ADR 0018, addendum).
  // A startup parameter of every connection the pool opens (no round trip of its own).
  const startup = pool.options as pg.PoolConfig;
  startup.options = [startup.options, '-c plan_cache_mode=force_custom_plan'].filter(Boolean).join(' ');
  const db = drizzleNodePg(pool, { schema, logger: observed('scoped', observer) });
  const system = drizzleNodePg(pool, { schema, logger: observed('system', observer) });
  return {
    db: db as unknown as Db,
    systemDb: () => system as unknown as Db,
    kind: 'postgres',
    dedicatedClient: () => new pg.Client(pool.options),
    listenInProcess: null,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // Several processes may start at once: one migrates, the others wait for it and then find nothing to do.
    migrate: () =>
      withSessionLock(new pg.Client(pool.options), 'portal-migrate', () => migrateNodePg(system, { migrationsFolder })),
    close: () => pool.end(),
  };
}

export async function openDatabase(
  options: { databaseUrl: string | null; dataDir: string },
  onIdleError?: (error: Error) => void,
  /** What this process is, written in the data folder's lock for whoever finds it held ('api', 'seed', …). */
  role = 'api',
): Promise<Database> {
  if (options.databaseUrl) {
    return postgresDatabase(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }), onIdleError);
  }
  return openEmbeddedDatabase(options.dataDir, role);
}

/**
 * The data folder opened by this process alone: its lock is taken before PGlite reads a byte (DataFolderLockedError
 * naming the holder otherwise) and released once the database is closed.
 */
export async function openEmbeddedDatabase(dataDir: string, role: string): Promise<Database> {
  // PGlite creates the data folder itself but not its parents (nor can the lock file be written without them).
  mkdirSync(dirname(dataDir), { recursive: true });
  const lock = acquireDataFolderLock(dataDir, role);
  const forget = releaseOnExit(lock);
  let client: PGlite;
  try {
    client = await createPglite({ dataDir });
  } catch (error) {
    forget();
    lock.release();
    throw error;
  }
  const database = pgliteDatabase(client);
  return {
    ...database,
    folderLock: lock,
    close: async () => {
      try {
        await database.close();
      } finally {
        forget();
        lock.release();
      }
    },
  };
}
