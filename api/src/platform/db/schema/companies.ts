import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A Saudi national address as the company typed it (one language: it is printed as written). */
export interface NationalAddressColumns {
  building_number: string;
  street: string;
  district: string;
  city: string;
  postal_code: string;
  additional_number: string | null;
}

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
  /** National address (ZATCA buyer address on standard tax invoices); null until the company gives it. */
  nationalAddress: jsonb('national_address').$type<NationalAddressColumns>(),
  /** Set by ops (issue 27.6): the company's members are refused on every company call until reinstated. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** Ops' verdict on the CR / VAT certificates; a certificate uploaded after the decision asks again. */
  verificationStatus: text('verification_status', { enum: ['verified', 'rejected'] }),
  verificationDecidedAt: timestamp('verification_decided_at', { withTimezone: true }),
  verificationReason: text('verification_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Wallet balances and credit lines live in the ledger (./ledger, migration 0006), not in a table of their own.
