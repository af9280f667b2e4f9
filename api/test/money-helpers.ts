import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { ledgerAccounts, postings } from '../src/db/schema/index';
import { NORMAL_SIGN } from '../src/ledger/index';

/** Each company account's balance recomputed from its postings (Σ amount × normal sign). */
export async function recomputedBalances(database: Database, companyId: string): Promise<Record<string, number>> {
  const rows = await database
    .systemDb('test: recomputes balances from the postings')
    .select({ kind: ledgerAccounts.kind, sum: sql<string>`coalesce(sum(${postings.amount}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(postings, eq(postings.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.companyId, companyId))
    .groupBy(ledgerAccounts.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.sum) * NORMAL_SIGN[row.kind]]));
}
