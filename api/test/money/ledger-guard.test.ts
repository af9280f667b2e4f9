import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DOMAIN.md §1: one module owns postings. Only api/src/money/ledger may write ledger accounts (balances, limits) or
// postings; everything else calls its functions. A static check over the API sources.

const root = join(import.meta.dirname, '../..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const writes =
  /\.(insert|update|delete)\(\s*(ledgerAccounts|postings|journalEntries)\b|(insert\s+into|update|delete\s+from)\s+"?(ledger_accounts|postings|journal_entries)\b/i;

describe('ledger guard', () => {
  it('no code outside api/src/money/ledger writes accounts, postings or journal entries', () => {
    const offenders = sources(root)
      .filter((path) => !relative(root, path).startsWith('money/ledger'))
      .filter((path) => writes.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });

  it('the check itself catches a write', () => {
    expect(writes.test('await scope.update(ledgerAccounts, { balance: 1 })')).toBe(true);
    expect(writes.test('await tx.insert(postings).values([])')).toBe(true);
    expect(writes.test('UPDATE "ledger_accounts" SET balance = 0')).toBe(true);
    expect(writes.test('scope.select({ id: ledgerAccounts.id }).from(ledgerAccounts)')).toBe(false);
  });
});
