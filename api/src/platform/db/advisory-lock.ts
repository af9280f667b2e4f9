import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Queryable } from './database';

/**
 * A transaction-level advisory lock on a name (held until the transaction ends; PGlite and servers alike):
 * serialises writers of one thing (a phone's codes, a company's access rules) without a row to lock.
 */
export async function advisoryXactLock(tx: Queryable, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/**
 * Runs `work` while a session-level advisory lock on `name` is held on a connection of its own (server only):
 * for work that spans several transactions on other connections, as migrations do. Other processes wait.
 */
export async function withSessionLock<T>(client: pg.Client, name: string, work: () => Promise<T>): Promise<T> {
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    // Closing the connection releases the lock too, even when the unlock itself fails.
    await client.end().catch(() => {});
  }
}
