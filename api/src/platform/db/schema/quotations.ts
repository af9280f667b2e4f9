import type { PriceBreakdown, QuotationAnswers } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, moment, userRef } from './columns';

// Quotations of the wizard (spec §2, §4: submitted → approved | rejected) and the per-company yearly counters
// that number quotations (QUO-2026-000001) and packages (PKG-2026-000001) without gaps.

/**
 * One row per (company, kind, year): the last number given. Incremented by an upsert in the transaction that
 * creates the document, so a rolled-back document gives its number back (no gaps, no duplicates).
 */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    companyId: companyIdColumn(),
    /** QUO | PKG */
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.kind, table.year] })],
);

export type QuotationBranchSnapshot = { id: string; name: string; code: string };
export type QuotationServiceSnapshot = { id: string; name: { ar: string; en: string; fr: string }; unit: string };

export const quotations = pgTable(
  'quotations',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    reference: text('reference').notNull(),
    /** submitted | approved | rejected */
    status: text('status').notNull(),
    /** The wizard's answers after validation (defaults filled in). */
    answers: jsonb('answers').$type<QuotationAnswers>().notNull(),
    branches: jsonb('branches').$type<QuotationBranchSnapshot[]>().notNull(),
    services: jsonb('services').$type<QuotationServiceSnapshot[]>().notNull(),
    /** The authoritative priceQuotation breakdown at creation. */
    price: jsonb('price').$type<PriceBreakdown>().notNull(),
    /** price.total (halalas, with VAT), for sorting. */
    total: bigint('total', { mode: 'number' }).notNull(),
    validUntil: date('valid_until').notNull(),
    rejectionReason: text('rejection_reason'),
    /** The package bought from it. */
    packageReference: text('package_reference'),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
    decidedBy: userRef('decided_by'),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    unique('quotations_company_reference_unique').on(table.companyId, table.reference),
    unique('quotations_company_package_unique').on(table.companyId, table.packageReference),
    index('quotations_company_created_idx').on(table.companyId, table.createdAt),
    check('quotations_status', sql`${table.status} IN ('submitted','approved','rejected')`),
    check('quotations_total_positive', sql`${table.total} > 0`),
  ],
);
