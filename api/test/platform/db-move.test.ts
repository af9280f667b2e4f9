import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemo } from '../../src/dev/seed/seed-demo';
import { createPglite, pgliteDatabase, postgresDatabase } from '../../src/platform/db/database';
import { moveData } from '../../src/platform/db/move-data';
import { localFolderStorage } from '../../src/platform/files/storage/local-storage';
import { adminQuery, databaseUrl, dropDatabase } from '../support/test-database';

// Issue 15 §6: `npm run db:move` (src/platform/db/move-main.ts) — a seeded embedded database moved into an empty, freshly
// migrated PostgreSQL database holds the same rows, counts and sequences there. Needs a server: the PG pass.

const source = inject('testDatabase');
const adminUrl = source.kind === 'postgres' ? source.adminUrl : '';
const name = `portal_move_${randomBytes(4).toString('hex')}`;

/** Every public table's row count and a checksum of its rows (as JSON text, in UTC). */
async function fingerprint(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query(`set timezone = 'UTC'`);
  const { rows: tables } = await query(`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    const { rows } = await query(
      `select count(*)::int || ':' || md5(coalesce(string_agg(j, '|' order by j), '')) as f
       from (select row_to_json(t)::text j from "${String(tablename)}" t) x`,
    );
    result[String(tablename)] = String(rows[0]?.f);
  }
  return result;
}

describe.skipIf(source.kind !== 'postgres')('db:move from PGlite to a server', () => {
  let target: pg.Pool;
  beforeAll(async () => {
    await adminQuery(adminUrl, `create database "${name}"`);
    target = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
  });
  afterAll(async () => {
    await target.end();
    await dropDatabase(adminUrl, name);
  });

  it('moves every row, the trigger-kept counts and the sequences, in one transaction', async () => {
    const lite = await createPglite();
    const embedded = pgliteDatabase(lite);
    await embedded.migrate();
    await seedDemo(embedded.systemDb('test: demo data to move'), {
      files: localFolderStorage(await mkdtemp(join(tmpdir(), 'move-'))),
    });

    const server = postgresDatabase(new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 }));
    await server.migrate();
    await server.close();
    const client = await target.connect();
    try {
      const report = await moveData(lite, client);
      expect(report.tables.find((t) => t.name === 'orders')?.rows).toBeGreaterThan(0);
      expect(await fingerprint((text) => client.query(text))).toEqual(await fingerprint((text) => lite.query(text)));
      const sequence = `select last_value::text v from pg_sequences where sequencename = 'outbox_events_seq'`;
      expect((await client.query(sequence)).rows).toEqual((await lite.query(sequence)).rows);

      // A second move into a server that has data is refused and changes nothing.
      await expect(moveData(lite, client)).rejects.toThrow(/--replace/);
      // The triggers are back on: a new branch counts.
      const { rows } = await client.query(
        `insert into branches (company_id, name, code, city_id) select company_id, 'Moved', 'MOVED-1', city_id
         from branches limit 1 returning company_id`,
      );
      const counted = await client.query('select branches::int n from branch_counts where company_id = $1', [
        rows[0].company_id,
      ]);
      const actual = await client.query('select count(*)::int n from branches where company_id = $1', [
        rows[0].company_id,
      ]);
      expect(counted.rows[0].n).toBe(actual.rows[0].n);
    } finally {
      client.release();
      await lite.close();
    }
  }, 180_000);
});
