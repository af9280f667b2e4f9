import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withSessionLock } from './advisory-lock';
import { acquireDataFolderLock, type DataFolderLock, releaseOnExit } from './data-folder-lock';
import { startPgliteThread } from './embedded/pglite-thread-client';

export { createPglite } from './embedded/create-pglite';

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
   * A new dedicated connection outside the pool (server only; null on PGlite, which has one session): LISTEN needs one connection that
   * stays open, and the pool would hand it to other queries.
   */
  dedicatedClient(): pg.Client | null;
  /**
   * LISTEN in process (PGlite only; null on a server, where LISTEN takes a dedicated client): `onPayload` gets each
   * NOTIFY of `channel` at its commit. Answers the way to stop.
   */
  listenInProcess: ((channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>) | null;
  /**
   * The pool's connections right now (metrics): the server pool, or the embedded database's pool of one; null for an
   * in-process PGlite (tests, benchmarks).
   */
  poolStats(): PoolStats | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded data folder's lock when this process opened one (./data-folder-lock.ts); absent otherwise. */
  folderLock?: DataFolderLock;
}

/** The query runners of databases with one session (PGlite, in-process or on its thread): see hasOneSession. */
const oneSession = new WeakSet<object>();

/**
 * True when `db` runs on a database with one session (PGlite): there a transaction holds everyone else's
 * statements until it ends, so long work is cut into short transactions (ADR 0034). A server has a pool.
 */
export function hasOneSession(db: Queryable): boolean {
  return oneSession.has(db);
}

function markOneSession<T extends { db: Db; system: Db }>(runners: T): T {
  oneSession.add(runners.db);
  oneSession.add(runners.system);
  return runners;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

const observed = (door: QueryDoor, observer: QueryObserver | undefined) =>
  observer ? { logQuery: (query: string, params: unknown[]) => observer(door, query, params) } : undefined;

export function pgliteDatabase(client: PGlite, observer?: QueryObserver): Database {
  const db = drizzlePglite(client, { schema, logger: observed('scoped', observer) });
  const system = drizzlePglite(client, { schema, logger: observed('system', observer) });
  markOneSession({ db: db as unknown as Db, system: system as unknown as Db });
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
  const { db, system, migrate } = nodePgDrizzle(pool, observer);
  return {
    db,
    systemDb: () => system,
    kind: 'postgres',
    dedicatedClient: () => new pg.Client(pool.options),
    listenInProcess: null,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // Several processes may start at once: one migrates, the others wait for it and then find nothing to do.
    migrate: () => withSessionLock(new pg.Client(pool.options), 'portal-migrate', migrate),
    close: () => pool.end(),
  };
}

function nodePgDrizzle(pool: pg.Pool, observer?: QueryObserver) {
  const db = drizzleNodePg(pool, { schema, logger: observed('scoped', observer) });
  const system = drizzleNodePg(pool, { schema, logger: observed('system', observer) });
  return {
    db: db as unknown as Db,
    system: system as unknown as Db,
    migrate: () => migrateNodePg(system, { migrationsFolder }),
  };
}

/**
 * The embedded database as the API opens it (ADR 0034): PGlite on a thread of its own, reached through node-postgres
 * with a pool of one connection (PGlite has one session). Its statements never run on the request loop, and a
 * transaction holds the one connection, so no other statement slips into it.
 */
async function pgliteThreadDatabase(dataDir: string, observer?: QueryObserver): Promise<Database> {
  const thread = await startPgliteThread(dataDir);
  // Never closed for being idle (pg's default closes after 10 s): PGlite's one session outlives the connection,
  // so the next connection would find this one's named statements still prepared ("already exists", a 500).
  const pool = new pg.Pool({ ...thread.connection, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', () => {}); // the thread ends only when we close it
  const { db, system, migrate } = markOneSession(nodePgDrizzle(pool, observer));
  return {
    db,
    systemDb: () => system,
    kind: 'pglite',
    dedicatedClient: () => null,
    // LISTEN through the socket (the one session), the payloads through the thread's messages: a NOTIFY reaches the
    // thread at its commit in PGlite's answer to whichever statement committed it.
    listenInProcess: async (channel, onPayload) => {
      const stop = await thread.listen(channel, onPayload);
      await pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        await stop();
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate,
    close: async () => {
      await pool.end();
      await thread.stop();
    },
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
 * The data folder opened by this process alone, on a thread of its own: its lock is taken before PGlite reads a byte
 * (DataFolderLockedError naming the holder otherwise) and released once the database is closed.
 */
export async function openEmbeddedDatabase(dataDir: string, role: string): Promise<Database> {
  // PGlite creates the data folder itself but not its parents (nor can the lock file be written without them).
  mkdirSync(dirname(dataDir), { recursive: true });
  const lock = acquireDataFolderLock(dataDir, role);
  const forget = releaseOnExit(lock);
  let database: Database;
  try {
    database = await pgliteThreadDatabase(dataDir);
  } catch (error) {
    forget();
    lock.release();
    throw error;
  }
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

/**
 * Between two slices of long work on a one-session database: a short pause in which other users' statements (each
 * request runs a few, one after the other) take the session before the next slice does (ADR 0034).
 */
export function yieldSession(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, YIELD_MS));
}

const YIELD_MS = 15;

let longWorkTail: Promise<unknown> = Promise.resolve();

/**
 * Long work (an import's slices, an export's pages) on a one-session database, one at a time in this process: two
 * exports whose pages interleave would make every other user wait behind a page of each; one after the other, they
 * wait behind one page at most, and the second export simply starts later (ADR 0034).
 */
export function oneLongWorkAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = longWorkTail.then(work, work);
  longWorkTail = run.catch(() => {});
  return run;
}
