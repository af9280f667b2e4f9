import type { DraftFailureReason, OrderDraftForm, OrderDraftStatus } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { companyIdColumn, idColumn, moment, partOf } from './columns';
import { users } from './users';

// Issue 32.6 (ADR 0063, migration 0043): the one-time order form kept half-filled, one draft per user and company.
// Not an order: no reference, no money, no slot held, so no query of orders ever meets one.

export const orderDrafts = pgTable(
  'order_drafts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: partOf('user_id', () => users.id),
    /** The branch chosen so far (a branch-limited member sees only drafts of their branches, or of none yet). */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    form: jsonb('form').$type<OrderDraftForm>().notNull(),
    status: text('status').$type<OrderDraftStatus>().notNull().default('draft'),
    /** Halalas the draft was priced at, with `priced_key` (branch, lines, coupon) it was priced for. */
    pricedTotal: bigint('priced_total', { mode: 'number' }),
    pricedKey: text('priced_key'),
    failureReason: text('failure_reason').$type<DraftFailureReason>(),
    failureTotal: bigint('failure_total', { mode: 'number' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    unique('order_drafts_user_unique').on(table.companyId, table.userId),
    check('order_drafts_status', sql`${table.status} IN ('draft', 'draft_failed')`),
    check('order_drafts_failure', sql`(${table.status} = 'draft_failed') = (${table.failureReason} IS NOT NULL)`),
  ],
);
