import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigint, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, moment, partOf } from './columns';
import type { NationalAddressColumns } from './companies';
import { payments } from './payments';
import { platformSettings, type SellerAddressColumns } from './platform-settings';

// Invoices (DOMAIN.md §3, ADR 0054): one seller sequence per e-invoicing unit, taken from the unit's row under a row
// lock in the transaction that issues the invoice (api/src/money/invoices/seller-sequence.ts): the number, the
// invoice counter value (ICV) and the previous invoice hash (PIH). Invoices from before migration 0037 keep their
// per-company numbers and have no unit, ICV or hash. Seller and buyer details are copied at issue time so a later
// rename does not change an issued invoice. Amounts in halalas.

export type ClearanceStatus = 'pending' | 'cleared' | 'reported' | 'rejected' | 'not_required';
export interface ClearanceMessage {
  type: string;
  code: string;
  category: string;
  message: string;
}

/** An e-invoicing unit (ZATCA EGS) and where its sequence and hash chain stand; the unit id is configuration. */
export const einvoicingUnits = pgTable(
  'einvoicing_units',
  {
    id: text('id').primaryKey(),
    /** The last invoice number given; a new unit starts after every number already given (ADR 0054). */
    lastNumber: integer('last_number').notNull(),
    /** The last invoice counter value (ICV); 0 before the unit's first invoice. */
    lastIcv: integer('last_icv').notNull().default(0),
    /** Base64 SHA-256 of the last invoice document; ZATCA's seed (hash of "0") before the first. */
    lastHash: text('last_hash').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [check('einvoicing_units_counters', sql`${table.lastNumber} >= 0 AND ${table.lastIcv} >= 0`)],
);

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
    /** The buyer's national address when issued (null on invoices from before migration 0037). */
    buyerAddress: jsonb('buyer_address').$type<NationalAddressColumns>(),
    /** The unit whose sequence gave the number; null on invoices from before migration 0037 (ADR 0054). */
    einvoicingUnit: text('einvoicing_unit').references(() => einvoicingUnits.id),
    /** Invoice counter value: 1, 2, … per unit, never reset. */
    icv: integer('icv'),
    /** PIH: the hash of the unit's previous invoice (ZATCA's seed for the first). */
    previousHash: text('previous_hash'),
    /** Base64 SHA-256 of this invoice's document (invoice-hash.ts). */
    hash: text('hash'),
    /** 'invoice' | 'credit_note' (ADR 0061): both numbered in the one seller sequence. */
    documentType: text('document_type').notNull().default('invoice'),
    /** A credit note: the invoice it credits, and why (the cancellation's or refund's reason). */
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    creditReason: text('credit_reason'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** The coupon the discount came from (an order paid with one, migration 0040); null otherwise. */
    couponCode: text('coupon_code'),
    /** The offer the discount came from (an offer order, migration 0052), its name when issued; null otherwise. */
    offerName: jsonb('offer_name').$type<{ ar: string; en: string; fr: string }>(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('SAR'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** Fatoora (ADR 0062): pending until cleared, reported or rejected; not_required for phase-1 invoices. */
    clearanceStatus: text('clearance_status').$type<ClearanceStatus>().notNull().default('pending'),
    /** ZATCA's validation messages of the last answer (errors of a rejection, warnings of a clearance). */
    clearanceMessages: jsonb('clearance_messages').$type<ClearanceMessage[]>().notNull().default([]),
    /** Sends that found Fatoora unavailable (the job retries with back-off). */
    clearanceAttempts: integer('clearance_attempts').notNull().default(0),
    clearedAt: moment('cleared_at'),
    /** The document as ZATCA cleared it (its stamp and QR), or as the unit signed and reported it. */
    clearedXml: text('cleared_xml'),
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
    check(
      'invoices_clearance_status',
      sql`${table.clearanceStatus} IN ('pending', 'cleared', 'reported', 'rejected', 'not_required')`,
    ),
    index('invoices_clearance_pending_idx').on(table.issuedAt).where(sql`${table.clearanceStatus} = 'pending'`),
    unique('invoices_unit_number_unique').on(table.einvoicingUnit, table.number),
    unique('invoices_unit_icv_unique').on(table.einvoicingUnit, table.icv),
    uniqueIndex('invoices_sequence_code_unique').on(table.code).where(sql`${table.einvoicingUnit} IS NOT NULL`),
    // An invoice of the seller sequence is chained whole; an older one has none of it.
    check(
      'invoices_chain_whole',
      sql`(${table.einvoicingUnit} IS NULL) = (${table.icv} IS NULL)
        AND (${table.icv} IS NULL) = (${table.previousHash} IS NULL)
        AND (${table.icv} IS NULL) = (${table.hash} IS NULL)`,
    ),
    check(
      'invoices_document_type',
      sql`${table.documentType} IN ('invoice', 'credit_note')
        AND (${table.documentType} = 'credit_note') = (${table.creditedInvoiceId} IS NOT NULL)
        AND (${table.documentType} = 'credit_note') = (${table.creditReason} IS NOT NULL)`,
    ),
    index('invoices_credited_invoice_idx')
      .on(table.creditedInvoiceId)
      .where(sql`${table.creditedInvoiceId} IS NOT NULL`),
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
