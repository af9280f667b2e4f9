import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { postgresDatabase } from '../../src/platform/db/database';
import { adminQuery, databaseUrl, dropDatabase } from '../support/test-database';

// Issue 24.2: two API processes starting at once on a fresh server database — one migrates, the other waits for
// it (a session advisory lock around migrate()), and both start. PGlite is one process by nature: skipped there.

const migrationCount = readdirSync(new URL('../../drizzle', import.meta.url)).filter((name) =>
  name.endsWith('.sql'),
).length;

it('two processes migrating one fresh server database at once both succeed, and every migration ran once', async (context) => {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres') return context.skip();
  const name = `portal_migrate_${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `create database "${name}"`);
  const open = () => postgresDatabase(new pg.Pool({ connectionString: databaseUrl(source.adminUrl, name), max: 2 }));
  const processes = [open(), open(), open()];
  try {
    await Promise.all(processes.map((database) => database.migrate()));
    const check = new pg.Client({ connectionString: databaseUrl(source.adminUrl, name) });
    await check.connect();
    try {
      const applied = await check.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      expect(applied.rows[0].count).toBe(migrationCount);
      const tables = await check.query(
        `select count(*)::int as count from information_schema.tables where table_name in ('orders', 'outbox_events')`,
      );
      expect(tables.rows[0].count).toBe(2);
    } finally {
      await check.end();
    }
  } finally {
    await Promise.all(processes.map((database) => database.close()));
    await dropDatabase(source.adminUrl, name);
  }
});
