import type { LocalizedText, PaymentMethod, PaymentType, WalletTransactionType } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { type AccountKind, ledgerAccounts } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError } from '../../platform/http/app-error';
import { sarText } from '../../platform/money-text/money-format';
import { isCompanyKind, type LockedAccounts, lockCompanyAccounts, NORMAL_SIGN } from './accounts';

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

/**
 * Writes one balanced journal entry, updating the cached company balances under their row locks. The checks run
 * here on the locked balances (integer halalas; never a negative wallet, never credit used past the limit); the
 * entry, its postings and the new balances then go in ONE statement (issue 29.5: it was three to five round trips),
 * in the caller's transaction. A platform account is found by its kind in the same statement; a missing one fails
 * the statement (postings.account_id is required), so the transaction rolls back.
 */
export async function post(scope: CompanyScope, entry: EntryInput, locked?: LockedAccounts): Promise<PostedEntry> {
  assertBalanced(entry.postings);
  const accounts = locked ?? (await lockCompanyAccounts(scope));

  const next = {
    wallet: accounts.wallet.balance,
    credit_line: accounts.credit_line.balance,
    receivable: accounts.receivable.balance,
  };
  const lines: { at: number; account_id: string | null; kind: string; amount: number; balance_after: number | null }[] =
    [];
  entry.postings.forEach((line, at) => {
    if (isCompanyKind(line.account)) {
      next[line.account] += line.amount * NORMAL_SIGN[line.account];
      lines.push({
        at,
        account_id: accounts[line.account].id,
        kind: line.account,
        amount: line.amount,
        balance_after: next[line.account],
      });
    } else lines.push({ at, account_id: null, kind: line.account, amount: line.amount, balance_after: null });
  });
  if (next.wallet < 0 || next.credit_line > accounts.credit_line.creditLimit) {
    throw insufficientCredit({ wallet: accounts.wallet.balance, credit_available: creditAvailable(accounts) });
  }
  if (next.credit_line < 0 || next.receivable < 0) {
    throw new UnbalancedEntryError('credit used and receivable cannot go below zero');
  }
  const changed = (['wallet', 'credit_line', 'receivable'] as const)
    .filter((kind) => next[kind] !== accounts[kind].balance)
    .map((kind) => ({ id: accounts[kind].id, balance: next[kind] }));

  const result = await scope.db.execute(sql`
    with "entry" as (
      insert into "journal_entries" ("company_id", "type", "payment_type", "method", "payment_id", "invoice_id",
        "reference", "description", "created_by", "created_at")
      values (${scope.companyId}, ${entry.type}, ${entry.paymentType ?? null}, ${entry.method ?? null},
        ${entry.paymentId ?? null}::uuid, ${entry.invoiceId ?? null}::uuid, ${entry.reference ?? null},
        ${JSON.stringify(entry.description)}::jsonb, ${entry.createdBy ?? null}::uuid,
        ${entry.createdAt.toISOString()}::timestamptz)
      returning "id", "seq"
    ), "lines" as (
      insert into "postings" ("entry_id", "account_id", "amount", "balance_after")
      select "entry"."id", coalesce("line"."account_id", "platform"."id"), "line"."amount", "line"."balance_after"
      from "entry"
      cross join jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as "line"("at" int, "account_id" uuid, "kind" text, "amount" bigint, "balance_after" bigint)
      left join "ledger_accounts" "platform"
        on "line"."account_id" is null and "platform"."company_id" is null and "platform"."kind" = "line"."kind"
      order by "line"."at"
      returning 1
    ), "balances" as (
      update "ledger_accounts" set "balance" = "next"."balance"
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as "next"("id" uuid, "balance" bigint)
      where "ledger_accounts"."company_id" = ${scope.companyId} and "ledger_accounts"."id" = "next"."id"
      returning 1
    )
    select "entry"."id", "entry"."seq"::text as "seq", (select count(*)::int from "lines") as "lines",
      (select count(*)::int from "balances") as "balances"
    from "entry"`);
  const row = (result as unknown as { rows: { id: string; seq: string; lines: number; balances: number }[] }).rows[0];
  // Every posting and every changed balance written, or the caller's transaction must not commit.
  if (!row || row.lines !== lines.length || row.balances !== changed.length) {
    throw new UnbalancedEntryError('the entry was not written whole');
  }
  for (const kind of ['wallet', 'credit_line', 'receivable'] as const) accounts[kind].balance = next[kind];
  return {
    id: row.id,
    seq: Number(row.seq),
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
