import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openEmbeddedDatabase } from '../../src/platform/db/database';

// Issue 26.3: the embedded database as the API opens it, PGlite on a thread of its own behind a socket. What the
// app needs of it besides queries: transactions that no other statement slips into, and LISTEN (the outbox bus
// and the event streams' access changes, ADR 0032) delivering a NOTIFY at its commit, not before.

let folder: string;
let database: Database;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'embedded-thread-'));
  database = await openEmbeddedDatabase(join(folder, 'pglite'), 'test');
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database on its thread', () => {
  it('answers queries, and a NOTIFY reaches an in-process listener at commit only', async () => {
    const rows = await database.db.execute(sql`select 1 + 1 as two`);
    expect((rows as unknown as { rows: { two: number }[] }).rows[0]?.two).toBe(2);
    expect(database.listenInProcess).not.toBeNull();
    const payloads: string[] = [];
    const stop = await database.listenInProcess!('test_channel', (payload) => payloads.push(payload));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_channel', 'in a transaction')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(payloads).toEqual([]); // not before the commit
    });
    await expect.poll(() => payloads).toEqual(['in a transaction']);
    await stop();
    await database.db.execute(sql`select pg_notify('test_channel', 'after stop')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(payloads).toEqual(['in a transaction']);
  });

  it('keeps a transaction to itself: a statement from elsewhere waits for its end', async () => {
    await database.db.execute(sql`create table if not exists probe (n int)`);
    const order: string[] = [];
    const inside = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      order.push('inside: inserted');
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('inside: committing');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db.execute(sql`select count(*)::int as n from probe`).then((answer) => {
      order.push(`outside: ${(answer as unknown as { rows: { n: number }[] }).rows[0]?.n}`);
    });
    await Promise.all([inside, outside]);
    expect(order).toEqual(['inside: inserted', 'inside: committing', 'outside: 1']);
  });
});
