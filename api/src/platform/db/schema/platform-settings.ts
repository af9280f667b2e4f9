import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { users } from './users';

// Platform settings (issue 27.7, ADR 0035): one row per version, never updated or deleted. The current settings are
// the highest version; a change inserts the next one (who and when), so every earlier value stays readable and an
// invoice can name the version it was issued with. The seller and the support contacts stay null until ops set them.

/** The seller's national address as printed on invoices (Arabic and English where it is a name). */
export interface SellerAddressColumns {
  building_number: string;
  street: { ar: string; en: string };
  district: { ar: string; en: string };
  city: { ar: string; en: string };
  postal_code: string;
  additional_number: string | null;
}

export const platformSettings = pgTable(
  'platform_settings',
  {
    version: integer('version').primaryKey(),
    sellerNameAr: text('seller_name_ar'),
    sellerNameEn: text('seller_name_en'),
    sellerVatNumber: text('seller_vat_number'),
    sellerCrNumber: text('seller_cr_number'),
    sellerAddress: jsonb('seller_address').$type<SellerAddressColumns>(),
    supportPhone: text('support_phone'),
    supportWhatsapp: text('support_whatsapp'),
    supportEmail: text('support_email'),
    supportHours: jsonb('support_hours').$type<{ ar: string; en: string; fr: string }>(),
    /** Halalas, VAT included: quotations up to this are approved at once. */
    quotationAutoApproveMax: bigint('quotation_auto_approve_max', { mode: 'number' }).notNull(),
    transferOverdueHours: integer('transfer_overdue_hours').notNull(),
    /** Null for the version written by the migration. */
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: moment('changed_at').notNull().defaultNow(),
  },
  (table) => [
    check('platform_settings_version_positive', sql`${table.version} > 0`),
    // The seller is printed whole or not at all: an invoice never carries half an identity.
    check(
      'platform_settings_seller_whole',
      sql`(${table.sellerNameAr} IS NULL) = (${table.sellerNameEn} IS NULL)
        AND (${table.sellerNameAr} IS NULL) = (${table.sellerVatNumber} IS NULL)
        AND (${table.sellerNameAr} IS NULL) = (${table.sellerCrNumber} IS NULL)
        AND (${table.sellerNameAr} IS NULL) = (${table.sellerAddress} IS NULL)`,
    ),
    check('platform_settings_vat_number', sql`${table.sellerVatNumber} ~ '^3[0-9]{13}3$'`),
    check('platform_settings_cr_number', sql`${table.sellerCrNumber} ~ '^[0-9]{10}$'`),
    check('platform_settings_limits', sql`${table.quotationAutoApproveMax} >= 0 AND ${table.transferOverdueHours} > 0`),
  ],
);
