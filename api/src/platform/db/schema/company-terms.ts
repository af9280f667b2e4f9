import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, moment, namesColumns, userRef } from './columns';
import { companies } from './companies';

// A company's framework contract and service shifts (issue 32.1, ADR 0072), both company-owned and company-wide (no
// branch limit). The signed PDF's bytes are in the file storage (local folder or S3) under a random key.

/** One contract per company: setting it again replaces the terms (the row's key is the company). */
export const companyContracts = pgTable(
  'company_contracts',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    termsAr: text('terms_ar').notNull(),
    termsEn: text('terms_en').notNull(),
    termsFr: text('terms_fr').notNull(),
    /** Response minutes by service type code; a type not listed has no promise. */
    slaMinutes: jsonb('sla_minutes').$type<Record<string, number>>().notNull().default({}),
    pdfKey: text('pdf_key').unique(),
    pdfName: text('pdf_name'),
    pdfSize: bigint('pdf_size', { mode: 'number' }),
    pdfUploadedAt: moment('pdf_uploaded_at'),
    updatedBy: userRef('updated_by'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check('company_contracts_validity', sql`${table.validFrom} < ${table.validTo}`),
    check('company_contracts_pdf_whole', sql`(${table.pdfKey} IS NULL) = (${table.pdfName} IS NULL)`),
  ],
);

/** Named weekly hours, Riyadh time: weekdays 0 = Sunday … 6 = Saturday, `HH:MM` start and end (end exclusive). */
export const companyShifts = pgTable(
  'company_shifts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ...namesColumns(),
    weekdays: integer('weekdays').array().notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    check('company_shifts_hours', sql`${table.start} < ${table.end}`),
    index('company_shifts_company_idx').on(table.companyId, table.sort),
  ],
);
