import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { companyIdColumn, createdAtColumn, idColumn, moment, partOf, userRef } from './columns';
import { orders } from './orders';

// Per-branch monthly spending caps and the wallet payments above a cap waiting for an admin (migration 0014,
// docs/decisions/0014-spending-caps-and-payment-actions.md). Amounts are integer halalas.

export const branchSpendingCaps = pgTable(
  'branch_spending_caps',
  {
    companyId: companyIdColumn(),
    branchId: partOf('branch_id', () => branches.id),
    monthlyCap: bigint('monthly_cap', { mode: 'number' }).notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'branch_spending_caps_pk', columns: [table.companyId, table.branchId] }),
    check('branch_spending_caps_cap_range', sql`${table.monthlyCap} >= 0`),
  ],
);

export const paymentApprovals = pgTable(
  'payment_approvals',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    branchId: partOf('branch_id', () => branches.id),
    orderId: partOf('order_id', () => orders.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The cap and the month's spend when the payment was held: what the approver decides on. */
    monthlyCap: bigint('monthly_cap', { mode: 'number' }).notNull(),
    monthSpent: bigint('month_spent', { mode: 'number' }).notNull(),
    /** The order's payment step held (pay_advance | pay_final, via confirmPayment); null: held at creation. */
    operation: text('operation'),
    /** pending → approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestedBy: userRef('requested_by'),
    decidedBy: userRef('decided_by'),
    decidedAt: moment('decided_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('payment_approvals_amount_positive', sql`${table.amount} > 0`),
    check('payment_approvals_status', sql`${table.status} IN ('pending','approved','rejected')`),
    check(
      'payment_approvals_operation',
      sql`${table.operation} IS NULL OR ${table.operation} IN ('pay_advance','pay_final')`,
    ),
    index('payment_approvals_company_status_created_idx').on(table.companyId, table.status, table.createdAt),
    uniqueIndex('payment_approvals_one_pending_per_order').on(table.orderId).where(sql`${table.status} = 'pending'`),
  ],
);

/** refund_payment: wallet money asked back to the company's bank account (ops pay it out or reject it). */
export const walletRefunds = pgTable(
  'wallet_refunds',
  {
    id: idColumn(),
    /** Human reference RFD-000001 is derived from it. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    companyId: companyIdColumn(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    iban: text('iban').notNull(),
    accountName: text('account_name').notNull(),
    note: text('note'),
    /** pending → paid | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    /** The bank's reference of the payout, given by ops when they mark it paid. */
    bankReference: text('bank_reference'),
    decidedBy: userRef('decided_by'),
    decidedAt: moment('decided_at'),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('wallet_refunds_amount_positive', sql`${table.amount} > 0`),
    check('wallet_refunds_status', sql`${table.status} IN ('pending','paid','rejected')`),
    index('wallet_refunds_company_created_idx').on(table.companyId, table.createdAt),
    index('wallet_refunds_status_created_idx').on(table.status, table.createdAt),
  ],
);
