import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, moment, partOf } from './columns';
import { companies } from './companies';
import { payments } from './payments';
import { platformSettings, type SellerAddressColumns } from './platform-settings';

// Invoices (DOMAIN.md §3): numbered per company from 1 without gaps, the number taken from invoice_counters under
// a row lock in the transaction that issues the invoice (api/src/money/invoices/issue-invoice.ts). Seller and buyer
// details are copied at issue time so a later rename does not change an issued invoice. Amounts in halalas.

export const invoiceCounters = pgTable('invoice_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    number: integer('number').notNull(),
    /** 'INV-2026-000001': year of issue and the per-company number. */
    code: text('code').notNull(),
    /** recharge | package | order */
    kind: text('kind').notNull(),
    /** Spec §4 invoice status. */
    status: text('status').notNull(),
    issuedAt: moment('issued_at').notNull(),
    sellerNameAr: text('seller_name_ar').notNull(),
    sellerNameEn: text('seller_name_en').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    /** Null on invoices issued before the platform settings held a CR number and an address (migration 0030). */
    sellerCrNumber: text('seller_cr_number'),
    sellerAddress: jsonb('seller_address').$type<SellerAddressColumns>(),
    /** The settings version the seller was copied from (null before migration 0030). */
    sellerSettingsVersion: integer('seller_settings_version').references(() => platformSettings.version),
    buyerNameAr: text('buyer_name_ar').notNull(),
    buyerNameEn: text('buyer_name_en').notNull(),
    buyerCrNumber: text('buyer_cr_number'),
    buyerVatNumber: text('buyer_vat_number'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('SAR'),
    paymentId: uuid('payment_id').references(() => payments.id),
  },
  (table) => [
    unique('invoices_company_number_unique').on(table.companyId, table.number),
    unique('invoices_company_code_unique').on(table.companyId, table.code),
    check('invoices_number_positive', sql`${table.number} > 0`),
    check('invoices_total_adds_up', sql`${table.total} = ${table.subtotal} - ${table.discount} + ${table.vat}`),
    check(
      'invoices_amounts_not_negative',
      sql`${table.subtotal} >= 0 AND ${table.discount} >= 0 AND ${table.vat} >= 0`,
    ),
    check('invoices_paid_within_total', sql`${table.paid} >= 0 AND ${table.paid} <= ${table.total}`),
    check('invoices_currency_sar', sql`${table.currency} = 'SAR'`),
    index('invoices_company_issued_idx').on(table.companyId, table.issuedAt),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: idColumn(),
    invoiceId: partOf('invoice_id', () => invoices.id),
    /** Order of the line on the invoice, from 1. */
    position: integer('position').notNull(),
    description: jsonb('description').$type<{ ar: string; en: string; fr: string }>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** quantity × unit_price, before VAT. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('invoice_lines_position_unique').on(table.invoiceId, table.position),
    check('invoice_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('invoice_lines_amount_adds_up', sql`${table.amount} = ${table.quantity} * ${table.unitPrice}`),
    check('invoice_lines_vat_not_negative', sql`${table.vat} >= 0`),
  ],
);
