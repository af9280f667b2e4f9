import type { LocalizedText, PaymentMethod, PaymentType, WalletTransactionType } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { type AccountKind, journalEntries, ledgerAccounts, postings } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError } from '../../platform/http/app-error';
import { sarText } from '../../platform/money-text/money-format';
import { isCompanyKind, type LockedAccounts, lockCompanyAccounts, NORMAL_SIGN, platformAccountIds } from './accounts';

// The one module that writes postings and balances (DOMAIN.md §1). Call `post` inside the transaction of the
// business change it pays for; it throws (and the caller's transaction rolls back) rather than leave a negative
// wallet or credit used past the limit.

export interface PostingInput {
  account: AccountKind;
  /** + debit, − credit, integer halalas, never 0. */
  amount: number;
}

export interface EntryInput {
  type: WalletTransactionType;
  paymentType?: PaymentType | null;
  method?: PaymentMethod | null;
  paymentId?: string | null;
  invoiceId?: string | null;
  reference?: string | null;
  description: LocalizedText;
  createdBy?: string | null;
  createdAt: Date;
  postings: PostingInput[];
}

export interface PostedEntry {
  id: string;
  seq: number;
  /** Company balances after the entry. */
  balances: { wallet: number; creditUsed: number; creditLimit: number; receivable: number };
}

/** A programming error in the caller (never user input): answered 500. */
class UnbalancedEntryError extends Error {
  override name = 'UnbalancedEntryError';
}

/** Spec §5: 'Insufficient package credit. Recharge your credit line to proceed.' as a 422. */
export const insufficientCredit = (data: Record<string, unknown> = {}) =>
  new AppError(422, 'validation.insufficient_credit', { data: { reason: 'insufficient_credit', ...data } });

export function assertBalanced(lines: PostingInput[]): void {
  if (lines.length < 2) throw new UnbalancedEntryError('a journal entry needs at least two postings');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new UnbalancedEntryError(`posting amount must be a non-zero integer of halalas, got ${line.amount}`);
    }
    sum += line.amount;
  }
  if (sum !== 0) throw new UnbalancedEntryError(`postings sum to ${sum}, not 0`);
}

/** Writes one balanced journal entry, updating the cached company balances under their row locks. */
export async function post(scope: CompanyScope, entry: EntryInput, locked?: LockedAccounts): Promise<PostedEntry> {
  assertBalanced(entry.postings);
  const accounts = locked ?? (await lockCompanyAccounts(scope));
  const platform = entry.postings.some((line) => !isCompanyKind(line.account)) ? await platformAccountIds(scope) : null;

  const next = {
    wallet: accounts.wallet.balance,
    credit_line: accounts.credit_line.balance,
    receivable: accounts.receivable.balance,
  };
  const after: (number | null)[] = [];
  for (const line of entry.postings) {
    if (isCompanyKind(line.account)) {
      next[line.account] += line.amount * NORMAL_SIGN[line.account];
      after.push(next[line.account]);
    } else after.push(null);
  }
  if (next.wallet < 0 || next.credit_line > accounts.credit_line.creditLimit) {
    throw insufficientCredit({ wallet: accounts.wallet.balance, credit_available: creditAvailable(accounts) });
  }
  if (next.credit_line < 0 || next.receivable < 0) {
    throw new UnbalancedEntryError('credit used and receivable cannot go below zero');
  }

  const [row] = await scope
    .insert(journalEntries)
    .values({
      type: entry.type,
      paymentType: entry.paymentType ?? null,
      method: entry.method ?? null,
      paymentId: entry.paymentId ?? null,
      invoiceId: entry.invoiceId ?? null,
      reference: entry.reference ?? null,
      description: entry.description,
      createdBy: entry.createdBy ?? null,
      createdAt: entry.createdAt,
    })
    .returning({ id: journalEntries.id, seq: journalEntries.seq });
  await scope.db.insert(postings).values(
    entry.postings.map((line, at) => ({
      entryId: row!.id,
      accountId: isCompanyKind(line.account) ? accounts[line.account].id : platform![line.account],
      amount: line.amount,
      balanceAfter: after[at] ?? null,
    })),
  );
  for (const kind of ['wallet', 'credit_line', 'receivable'] as const) {
    if (next[kind] === accounts[kind].balance) continue;
    await scope.update(ledgerAccounts, { balance: next[kind] }, eq(ledgerAccounts.id, accounts[kind].id));
    accounts[kind].balance = next[kind];
  }
  return {
    id: row!.id,
    seq: row!.seq,
    balances: {
      wallet: next.wallet,
      creditUsed: next.credit_line,
      creditLimit: accounts.credit_line.creditLimit,
      receivable: next.receivable,
    },
  };
}

export function creditAvailable(accounts: LockedAccounts): number {
  return Math.max(0, accounts.credit_line.creditLimit - accounts.credit_line.balance);
}

/** Sets the credit limit (ops). Not a balance: no entry, but under the same lock so it never undercuts usage. */
export async function setCreditLimit(scope: CompanyScope, limit: number): Promise<LockedAccounts> {
  const accounts = await lockCompanyAccounts(scope);
  if (limit < accounts.credit_line.balance) {
    throw new AppError(422, 'errors.validation', {
      fields: { limit: [`money.limit_below_used?used=${encodeURIComponent(sarText(accounts.credit_line.balance))}`] },
    });
  }
  await scope.update(ledgerAccounts, { creditLimit: limit }, eq(ledgerAccounts.id, accounts.credit_line.id));
  accounts.credit_line.creditLimit = limit;
  return accounts;
}
