import type { PaymentPurpose } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, moment, userRef } from './columns';
import { companies } from './companies';
import { journalEntries } from './ledger';
import { users } from './users';

// Payments (card, transfer, wallet, cash), bank-transfer receipts waiting for ops, and idempotency keys.
// Amounts are integer halalas; the money itself moves only through journal entries (./ledger).

/** A known purpose; a recharge names nothing else, an order or a package names its id (migration 0031). */
const purposeCheck = (table: { purpose: AnyPgColumn; purposeId: AnyPgColumn }): SQL =>
  sql`${table.purpose} IN ('order', 'package', 'recharge') AND (${table.purpose} = 'recharge') = (${table.purposeId} IS NULL)`;

export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    /** Human reference PAY-000001 is derived from it. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    companyId: companyIdColumn(),
    /** What it paid (api/src/money/payments/payables.ts): an order, a package or a recharge, and the order's or package's id. */
    purpose: text('purpose').$type<PaymentPurpose>(),
    purposeId: uuid('purpose_id'),
    /** Spec §4 payment method, type and status. */
    method: text('method').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** Card payments: which gateway, where it stands there, and the gateway's id. */
    gateway: text('gateway'),
    gatewayStatus: text('gateway_status'),
    gatewayReference: text('gateway_reference'),
    /** Key of the failure text ('declined' | 'canceled') when the gateway did not take the money. */
    failureCode: text('failure_code'),
    /** The journal entry that moved the money, once paid. */
    entryId: uuid('entry_id').references(() => journalEntries.id),
    invoiceId: uuid('invoice_id'),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: moment('updated_at').notNull(),
    paidAt: moment('paid_at'),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_currency_sar', sql`${table.currency} = 'SAR'`),
    unique('payments_gateway_reference_unique').on(table.gateway, table.gatewayReference),
    index('payments_company_created_idx').on(table.companyId, table.createdAt),
    // The dashboard's recent payments: newest first with the seq tie-break (migration 0017).
    index('payments_company_created_seq_idx').on(table.companyId, table.createdAt.desc(), table.seq.desc()),
    check('payments_purpose', purposeCheck(table)),
    index('payments_purpose_idx').on(table.companyId, table.purposeId, table.createdAt),
  ],
);

export const walletTempTransactions = pgTable(
  'wallet_temp_transactions',
  {
    id: idColumn(),
    /** Human reference TRF-000001 is derived from it. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    companyId: companyIdColumn(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** What the transfer pays for, as on payments; the ops decision is settled by that payable. */
    purpose: text('purpose').$type<PaymentPurpose>(),
    purposeId: uuid('purpose_id'),
    /** pending → confirmed | rejected (spec §4: within 24 hours). */
    status: text('status').notNull().default('pending'),
    /** Set by the scheduled job once pending for more than 24 hours. */
    overdue: boolean('overdue').notNull().default(false),
    note: text('note'),
    /** The receipt: bytes under FILES_DIR with a random name, type detected from the content. */
    receiptStorageKey: text('receipt_storage_key').notNull().unique(),
    receiptOriginalName: text('receipt_original_name').notNull(),
    receiptMime: text('receipt_mime').notNull(),
    receiptSize: integer('receipt_size').notNull(),
    receiptSha256: text('receipt_sha256').notNull(),
    reason: text('reason'),
    decidedBy: userRef('decided_by'),
    decidedAt: moment('decided_at'),
    /** The payment (method transfer) created when ops confirm. */
    paymentId: uuid('payment_id').references(() => payments.id),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('wallet_temp_transactions_amount_positive', sql`${table.amount} > 0`),
    check('wallet_temp_transactions_status', sql`${table.status} IN ('pending','confirmed','rejected')`),
    check('wallet_temp_transactions_purpose', purposeCheck(table)),
    index('wallet_temp_transactions_company_created_idx').on(table.companyId, table.createdAt),
    index('wallet_temp_transactions_pending_idx').on(table.status, table.createdAt),
  ],
);

/**
 * One row per (company, user, route, key): the first request's body hash and answer. A second request with the
 * same key gets the stored answer (same body) or a 409 (other body); the unique constraint makes concurrent
 * duplicates wait for the first one's transaction and then see its row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('idempotency_keys_scope_unique')
      .on(table.companyId, table.userId, table.route, table.key)
      .nullsNotDistinct(),
  ],
);
