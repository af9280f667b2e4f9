import type {
  SortKeyOf,
  WALLET_TRANSACTION_SORT_KEYS,
  WalletTransaction,
  WalletTransactionListQuery,
} from '@portal/contract';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/like';
import {
  journalEntries,
  ledgerAccounts,
  postings,
  users,
  walletTempTransactions,
} from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { newestFirstOrder } from '../../platform/http/list-query';
import type { Lang } from '../../platform/i18n/translate';
import { referenceOf, seqFromReference, withinRiyadhDays } from '../../platform/money-text/money-format';

// The company's journal entries seen as wallet movements (GET company/wallets/walletTransaction). Read-only.

type Filter = Omit<WalletTransactionListQuery, 'page' | 'perPage' | 'sortBy' | 'sortDesc'>;

const accountAmount = (kind: 'wallet' | 'credit_line') =>
  sql<string>`coalesce((select sum(${postings.amount}) from ${postings} join ${ledgerAccounts} on ${ledgerAccounts.id} = ${postings.accountId} where ${postings.entryId} = ${journalEntries.id} and ${ledgerAccounts.kind} = ${kind}), 0)`;
// Wallet is credit-normal: its balance moves by −Σ amount; credit used by +Σ amount.
const walletAmount = sql<string>`(-${accountAmount('wallet')})`;
const creditAmount = accountAmount('credit_line');
const spendableAmount = sql<string>`(${walletAmount} - ${creditAmount})`;
const walletAfter = sql<string>`coalesce((select p.balance_after from ${postings} p join ${journalEntries} e2 on e2.id = p.entry_id join ${ledgerAccounts} a on a.id = p.account_id where a.company_id = ${journalEntries.companyId} and a.kind = 'wallet' and e2.seq <= ${journalEntries.seq} order by e2.seq desc limit 1), 0)`;

// A wallet movement moves the wallet or the credit line. An order or a package paid by card, transfer or cash
// posts clearing → revenue only: its entry stays in the ledger but is no wallet line (issue 28.2: no "0.00" lines).
const movesWallet = sql`exists (select 1 from ${postings} join ${ledgerAccounts} on ${ledgerAccounts.id} = ${postings.accountId} where ${postings.entryId} = ${journalEntries.id} and ${ledgerAccounts.kind} in ('wallet', 'credit_line'))`;

const sortable = { created_at: journalEntries.seq, amount: spendableAmount, type: journalEntries.type };

function whereOf(filter: Filter): SQL | undefined {
  const q = filter.q?.trim();
  const seq = q ? seqFromReference(q, 'TRX') : null;
  const pattern = q ? containsPattern(q) : null;
  return and(
    movesWallet,
    pattern
      ? or(
          seq !== null ? eq(journalEntries.seq, seq) : undefined,
          ilike(journalEntries.reference, pattern),
          sql`${journalEntries.description}->>'ar' ilike ${pattern}`,
          sql`${journalEntries.description}->>'en' ilike ${pattern}`,
          sql`${journalEntries.description}->>'fr' ilike ${pattern}`,
        )
      : undefined,
    filter.type ? eq(journalEntries.type, filter.type) : undefined,
    filter.method ? eq(journalEntries.method, filter.method) : undefined,
    filter.payment_type ? eq(journalEntries.paymentType, filter.payment_type) : undefined,
    withinRiyadhDays(journalEntries.createdAt, filter),
  );
}

/** What a movement row reads: the entry, its wallet and credit amounts, the balance after it, its creator. */
const entryColumns = {
  entry: journalEntries,
  walletAmount,
  creditAmount,
  walletAfter,
  creatorName: users.fullName,
};

function selectEntries(scope: CompanyScope, ...conditions: (SQL | undefined)[]) {
  return scope
    .select(entryColumns)
    .from(journalEntries, ...conditions)
    .leftJoin(users, eq(users.id, journalEntries.createdBy));
}
type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toWalletTransaction(row: EntryRow, lang: Lang): WalletTransaction {
  const wallet = Number(row.walletAmount);
  const credit = Number(row.creditAmount);
  const entry = row.entry;
  return {
    id: entry.id,
    reference: referenceOf('TRX', entry.seq),
    type: entry.type as WalletTransaction['type'],
    payment_type: entry.paymentType as WalletTransaction['payment_type'],
    method: entry.method as WalletTransaction['method'],
    amount: wallet - credit,
    wallet_amount: wallet,
    credit_amount: credit,
    wallet_balance_after: Number(row.walletAfter),
    description: entry.description[lang] ?? entry.description.en,
    payment_id: entry.paymentId,
    invoice_id: entry.invoiceId,
    created_by: entry.createdBy && row.creatorName ? { id: entry.createdBy, name: row.creatorName } : null,
    created_at: entry.createdAt.toISOString(),
  };
}

export interface PageRequest {
  limit: number;
  offset: number;
  sortBy?: SortKeyOf<typeof WALLET_TRANSACTION_SORT_KEYS> | undefined;
  sortDesc: boolean;
}

export async function listWalletTransactions(
  scope: CompanyScope,
  filter: Filter,
  page: PageRequest,
  lang: Lang,
): Promise<{ items: WalletTransaction[]; total: number }> {
  const where = whereOf(filter);
  // Sequential: also called inside a transaction, where queries share one connection.
  const items = await pageOf(scope, where, page, lang);
  const total = await scope.count(journalEntries, where);
  return { items, total };
}

function pageOf(scope: CompanyScope, where: SQL | undefined, page: PageRequest, lang: Lang) {
  return selectEntries(scope, where)
    .orderBy(...newestFirstOrder(page, sortable, journalEntries.seq))
    .limit(page.limit)
    .offset(page.offset)
    .then((rows) => rows.map((row) => toWalletTransaction(row, lang)));
}

const pendingOf = (scope: CompanyScope) =>
  scope.owned(walletTempTransactions, eq(walletTempTransactions.status, 'pending'));

/** The company's pending transfers (walletTempTransactions): how many, how much. */
async function pendingTransfers(scope: CompanyScope): Promise<{ count: number; amount: number }> {
  const [row] = await scope.db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${walletTempTransactions.amount}), 0)`,
    })
    .from(walletTempTransactions)
    .where(pendingOf(scope));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}

/**
 * The newest `limit` movements (the wallet's preview, no total counted) and the pending transfers in one statement
 * (issue 29.5: a round trip fewer per deduction): the pending figures ride on each movement row; with no movement
 * yet, they are read on their own.
 */
export async function recentWithPending(scope: CompanyScope, limit: number, lang: Lang) {
  const rows = await scope
    .select({
      ...entryColumns,
      pendingCount: sql<number>`(select count(*)::int from ${walletTempTransactions} where ${pendingOf(scope)})`,
      pendingAmount: sql<string>`(select coalesce(sum(${walletTempTransactions.amount}), 0) from ${walletTempTransactions} where ${pendingOf(scope)})`,
    })
    .from(journalEntries, whereOf({}))
    .leftJoin(users, eq(users.id, journalEntries.createdBy))
    .orderBy(...newestFirstOrder({ sortDesc: true }, sortable, journalEntries.seq))
    .limit(limit);
  const first = rows[0];
  const pending = first
    ? { count: Number(first.pendingCount), amount: Number(first.pendingAmount) }
    : await pendingTransfers(scope);
  return { recent: rows.map((row) => toWalletTransaction(row, lang)), pending };
}

export async function findWalletTransaction(scope: CompanyScope, id: string, lang: Lang) {
  const [row] = await selectEntries(scope, eq(journalEntries.id, id));
  return row ? toWalletTransaction(row, lang) : null;
}
