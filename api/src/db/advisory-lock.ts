import { sql } from 'drizzle-orm';
import type { Queryable } from './database';

/**
 * A transaction-level advisory lock on a name (held until the transaction ends; PGlite and servers alike):
 * serialises writers of one thing (a phone's codes, a company's access rules) without a row to lock.
 */
export async function advisoryXactLock(tx: Queryable, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
