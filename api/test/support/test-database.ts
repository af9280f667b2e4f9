import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPglite,
  type Database,
  pgliteDatabase,
  postgresDatabase,
  type QueryObserver,
} from '../../src/platform/db/database';
import { guardQuery as guard } from './scope-guard';

// Where the suite's databases come from: a PGlite data dir dumped after migrating (default) or a template
// database on the server named by TEST_DATABASE_URL. Either way each test file starts from a fresh copy.
type TestDatabaseSource =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// A worker runs many files (isolate: false): it reads the migrated template once.
let templateDump: { file: string; blob: Promise<Blob> } | undefined;
function readTemplate(file: string): Promise<Blob> {
  if (templateDump?.file !== file) templateDump = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return templateDump.blob;
}

/**
 * A fresh, migrated database, every statement checked by the scope guard (and shown to `observe`, when given);
 * closing it also drops it (server).
 */
export async function createTestDatabase(observe?: QueryObserver): Promise<Database> {
  const source = inject('testDatabase');
  const guardQuery: QueryObserver = observe
    ? (door, query, params) => {
        guard(door, query);
        observe(door, query, params);
      }
    : guard;
  if (source.kind === 'pglite') {
    return pgliteDatabase(await createPglite({ loadDataDir: await readTemplate(source.templateFile) }), guardQuery);
  }
  const name = `${source.template}_${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `create database "${name}" template "${source.template}"`);
  const database = postgresDatabase(
    new pg.Pool({ connectionString: databaseUrl(source.adminUrl, name), max: 4 }),
    undefined,
    guardQuery,
  );
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(source.adminUrl, name);
    },
  };
}

/** Drops a test database once its last connection has gone (a closing pool may need a moment). */
export async function dropDatabase(adminUrl: string, name: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await adminQuery(adminUrl, `drop database if exists "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
}

/**
 * Two handles on one fresh server database, each with its own pool, as two API processes have (the realtime
 * fan-out test); null on PGlite, which is one process by nature.
 */
export async function createSharedServerDatabase(): Promise<{
  handles: [Database, Database];
  close(): Promise<void>;
} | null> {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres') return null;
  const name = `${source.template}_${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `create database "${name}" template "${source.template}"`);
  const open = () =>
    postgresDatabase(new pg.Pool({ connectionString: databaseUrl(source.adminUrl, name), max: 4 }), undefined, guard);
  const handles: [Database, Database] = [open(), open()];
  return {
    handles,
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await dropDatabase(source.adminUrl, name);
    },
  };
}
