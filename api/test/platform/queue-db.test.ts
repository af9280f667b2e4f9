import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { queueDb } from '../../src/platform/jobs/queue-db';
import { createTestDatabase } from '../support/test-database';

// The job queue's connection adapter (ADR 0025): a failing pg-boss script (BEGIN … COMMIT) must not leave the app's
// connection in an aborted transaction — on PGlite that would be the app's only connection.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('rolls back a failing multi-statement script, so the connection keeps working', async () => {
  const db = queueDb(database);
  await expect(db.executeSql('BEGIN; create table queue_db_probe (a int); select 1/0; COMMIT;')).rejects.toThrow(
    'division by zero',
  );
  // Every pooled connection (server) or the one connection (PGlite) answers, and the script left nothing behind.
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      db.executeSql(`select to_regclass('queue_db_probe') is null as gone where $1::int = 1`, [1]),
    ),
  );
  expect(answers.map((answer) => answer.rows)).toEqual(Array.from({ length: 8 }, () => [{ gone: true }]));
  const script = await db.executeSql('select 1 as one; select 2 as two');
  expect(script.rows).toEqual([{ two: 2 }]);
});
