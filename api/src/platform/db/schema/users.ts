import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Spec §6 account types: company staff sign in to a company; ops are the platform's staff (api/src/back-office/ops). */
export const accountTypes = ['ops', 'company', 'customer', 'provider'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** E.164, normalised by the contract's phone schema before it gets here. */
    phone: text('phone').notNull().unique(),
    email: text('email'),
    imgUrl: text('img_url'),
    /** Sign-in is by WhatsApp code; passwords are for a later issue. */
    passwordHash: text('password_hash'),
    accountType: text('account_type', { enum: accountTypes }).notNull().default('company'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_account_type', sql`${table.accountType} IN ('ops','company','customer','provider')`)],
);
