import {
  STATEMENT_MAX_MOVEMENTS,
  type StatementBalances,
  type StatementMovement,
  type WalletStatement,
  type WalletStatementQuery,
} from '@portal/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { fieldError } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { riyadhDayEnd, riyadhDayStart } from '../../platform/money-text/money-format';
import { NORMAL_SIGN } from '../ledger/index';
import { listWalletTransactions } from './transaction-queries';

// The running statement of a date range (issue 9 "Beyond"), read-only: balances recomputed from the postings (not
// the cached account balances) at the start and at the end of the range, and the movements in between with the
// running balance after each. One REPEATABLE READ snapshot, so an entry committed meanwhile cannot make the three
// reads disagree: opening + Σ movements = closing, to the halala.

/** The wallet and credit-used balances from every posting of entries created before `before`. */
async function balancesBefore(scope: CompanyScope, before: Date): Promise<StatementBalances> {
  const rows = await scope
    .select({ kind: ledgerAccounts.kind, sum: sql<string>`coalesce(sum(${postings.amount}), 0)` })
    .from(ledgerAccounts, inArray(ledgerAccounts.kind, ['wallet', 'credit_line']))
    .innerJoin(postings, eq(postings.accountId, ledgerAccounts.id))
    .innerJoin(journalEntries, and(eq(journalEntries.id, postings.entryId), lt(journalEntries.createdAt, before)))
    .groupBy(ledgerAccounts.kind);
  const of = (kind: 'wallet' | 'credit_line') =>
    Number(rows.find((row) => row.kind === kind)?.sum ?? 0) * NORMAL_SIGN[kind] + 0;
  return { wallet: of('wallet'), credit_used: of('credit_line') };
}

export async function walletStatement(ctx: CompanyContext, query: WalletStatementQuery): Promise<WalletStatement> {
  const { date_from, date_to } = query;
  return ctx.scope.db.transaction(
    async (tx) => {
      const scope = companyScope(tx, ctx.scope);
      const opening = await balancesBefore(scope, riyadhDayStart(date_from));
      const { items } = await listWalletTransactions(
        scope,
        { date_from, date_to },
        { limit: STATEMENT_MAX_MOVEMENTS + 1, offset: 0, sortBy: 'created_at', sortDesc: false },
        ctx.lang,
      );
      if (items.length > STATEMENT_MAX_MOVEMENTS)
        throw fieldError('date_from', 'money.statement_too_long', { n: STATEMENT_MAX_MOVEMENTS });
      const closing = await balancesBefore(scope, riyadhDayEnd(date_to));
      let wallet = opening.wallet;
      let creditUsed = opening.credit_used;
      let walletIn = 0;
      let walletOut = 0;
      const movements: StatementMovement[] = items.map((item) => {
        wallet += item.wallet_amount;
        creditUsed += item.credit_amount;
        if (item.wallet_amount > 0) walletIn += item.wallet_amount;
        else walletOut += item.wallet_amount;
        return { ...item, wallet_balance_after: wallet, credit_used_after: creditUsed };
      });
      return { date_from, date_to, opening, closing, wallet_in: walletIn, wallet_out: walletOut, movements };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
