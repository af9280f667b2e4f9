import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedPlatformSettings } from '../src/dev/seed/seed-platform-settings';
import {
  createPglite,
  type Database,
  openEmbeddedDatabase,
  pgliteDatabase,
  postgresDatabase,
} from '../src/platform/db/database';
import type { Exec } from './orders-list-seed';

// The PostgreSQL side of a benchmark: TEST_DATABASE_URL, else a throwaway server from the machine's binaries; a fresh
// database on it, migrated, dropped afterwards. `work` gets the app's database and a second pool for seeding (and, for
// the list benchmarks, the bare routes: `poolSize` as the app's, so both have the same connections).

/** Migrated, with the demo seller identity (no invoice is issued without one, ADR 0034), as the tests' template. */
export async function prepareBenchDatabase(database: Database): Promise<void> {
  await database.migrate();
  await seedPlatformSettings(database.db, { userId: null, now: new Date() });
}

export async function onBenchServer(
  prefix: string,
  work: (database: Database, seed: Exec) => Promise<void>,
  options: { poolSize?: number } = {},
) {
  const given = process.env.TEST_DATABASE_URL;
  const path = '../../scripts/lib/throwaway-postgres.mjs';
  const throwaway = given
    ? null
    : await (
        (await import(path)) as { startThrowawayPostgres(): Promise<{ url: string; stop(): void } | null> }
      ).startThrowawayPostgres();
  const url = given ?? throwaway?.url;
  if (!url) {
    console.log('PostgreSQL: skipped (no TEST_DATABASE_URL and no PostgreSQL binaries found)');
    return;
  }
  await onFreshDatabase(url, prefix, async (target) => {
    const database = postgresDatabase(new pg.Pool({ connectionString: target, max: 10 }));
    const seedPool = new pg.Pool({ connectionString: target, max: options.poolSize ?? 2 });
    seedPool.on('error', () => {});
    try {
      await prepareBenchDatabase(database);
      await work(database, (text, params) => seedPool.query(text, params));
    } finally {
      await seedPool.end();
      await database.close();
    }
  }).finally(() => throwaway?.stop());
}

/**
 * The PostgreSQL side of the benchmarks that need a server to be given (TEST_DATABASE_URL or DATABASE_URL): `work`
 * gets the address of a fresh database on it (not migrated), dropped afterwards; without a server, a line says so.
 */
export async function onGivenServer(prefix: string, work: (url: string) => Promise<void>) {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL to a server the bench may create a database on)');
    return;
  }
  await onFreshDatabase(serverUrl, prefix, work);
}

/** A database of its own on the server at `url` for `work` (given its address), dropped afterwards. */
async function onFreshDatabase(url: string, prefix: string, work: (url: string) => Promise<void>) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await work(target.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** PGlite in memory, migrated, closed afterwards; the seeding runs on its one connection. */
export async function onBenchPglite(work: (database: Database, seed: Exec) => Promise<void>) {
  const client = await createPglite();
  const database = pgliteDatabase(client);
  try {
    await prepareBenchDatabase(database);
    await work(database, (text, params) => client.query(text, params));
  } finally {
    await database.close();
  }
}

/**
 * The embedded side of a benchmark: the app's own embedded database in a fresh data folder (as `npm start` opens
 * it), migrated, removed afterwards. The seeding runs on the database's one connection, as everything there does.
 */
export async function onBenchEmbedded(work: (database: Database, seed: Exec) => Promise<void>) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const database = await openEmbeddedDatabase(join(folder, 'pglite'), 'bench');
  try {
    await prepareBenchDatabase(database);
    const client = (database.db as unknown as { $client: { query: Exec } }).$client;
    await work(database, (text, params) => client.query(text, params));
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
