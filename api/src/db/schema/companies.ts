import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  logoUrl: text('logo_url'),
  ownerName: text('owner_name').notNull(),
  ownerPhone: text('owner_phone').notNull(),
  ownerEmail: text('owner_email'),
  // Account information (spec §3 Company/account); certificates are rows of `files`.
  address: text('address'),
  contactPerson: text('contact_person'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  /** Commercial registration: 10 digits. */
  crNumber: text('cr_number'),
  /** VAT registration: 15 digits, starting and ending with 3. */
  vatNumber: text('vat_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Money is integer halalas (1 SAR = 100 halalas); mode 'number' is exact up to 2^53 halalas.
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    creditLine: bigint('credit_line', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('SAR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallets_currency_sar', sql`${table.currency} = 'SAR'`),
    check('wallets_credit_line_not_negative', sql`${table.creditLine} >= 0`),
  ],
);
