import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, moment, partOf, userRef } from './columns';
import { companies } from './companies';

// The double-entry ledger of DOMAIN.md §1 (docs/decisions/0006-money-ledger.md). Amounts are integer halalas.
// Sign convention: a posting's amount is + for a debit and − for a credit; the postings of an entry sum to zero
// (checked by api/src/money/ledger and by a deferred constraint trigger in the migration). Only api/src/money/ledger writes
// these tables' balances.

export const companyAccountKinds = ['wallet', 'credit_line', 'receivable'] as const;
export const platformAccountKinds = [
  'revenue',
  'vat_payable',
  'gateway_clearing',
  'bank_clearing',
  'cash_clearing',
  'discounts',
] as const;
export const accountKinds = [...companyAccountKinds, ...platformAccountKinds] as const;
export type CompanyAccountKind = (typeof companyAccountKinds)[number];
export type PlatformAccountKind = (typeof platformAccountKinds)[number];
export type AccountKind = (typeof accountKinds)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    /** Null for the platform's own accounts. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: accountKinds }).notNull(),
    /**
     * Cached balance on the account's normal side (wallet: what the company holds; credit_line: credit used;
     * receivable: what it owes), kept by the ledger in the transaction of each posting. Null for platform
     * accounts, which are not cached (a hot row every company would wait on); their balance is Σ postings.
     */
    balance: bigint('balance', { mode: 'number' }),
    /** credit_line only: the most credit the company may use (set by ops). */
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_company_kind_unique').on(table.companyId, table.kind).nullsNotDistinct(),
    check(
      'ledger_accounts_owner_matches_kind',
      sql`(${table.companyId} IS NULL) = (${table.kind} IN ('revenue','vat_payable','gateway_clearing','bank_clearing','cash_clearing','discounts'))`,
    ),
    check('ledger_accounts_cached_for_companies', sql`(${table.companyId} IS NULL) = (${table.balance} IS NULL)`),
    check('ledger_accounts_wallet_not_negative', sql`${table.kind} <> 'wallet' OR ${table.balance} >= 0`),
    check(
      'ledger_accounts_credit_within_limit',
      sql`${table.kind} <> 'credit_line' OR (${table.balance} >= 0 AND ${table.balance} <= ${table.creditLimit})`,
    ),
    check('ledger_accounts_limit_not_negative', sql`${table.creditLimit} >= 0`),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: idColumn(),
    /** Human reference TRX-000001 is derived from it. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    /** The company whose accounts move (null: platform-only entry). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Spec §4 wallet transaction type. */
    type: text('type').notNull(),
    /** Spec §4 payment type and method, when the entry pays for something. */
    paymentType: text('payment_type'),
    method: text('method'),
    paymentId: uuid('payment_id'),
    invoiceId: uuid('invoice_id'),
    /** The business reference paid for (order / package reference), free text. */
    reference: text('reference'),
    /** Written in ar, en and fr at posting time so it reads the same later. */
    description: jsonb('description').$type<{ ar: string; en: string; fr: string }>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('journal_entries_company_created_idx').on(table.companyId, table.createdAt),
    // The wallet's movements newest first (migration 0053).
    index('journal_entries_company_seq_idx').on(table.companyId, table.seq),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: idColumn(),
    entryId: partOf('entry_id', () => journalEntries.id),
    accountId: partOf('account_id', () => ledgerAccounts.id),
    /** + debit, − credit, never 0. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's cached balance right after this posting (company accounts only). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (table) => [
    check('postings_amount_not_zero', sql`${table.amount} <> 0`),
    index('postings_entry_idx').on(table.entryId),
    index('postings_account_idx').on(table.accountId),
  ],
);
