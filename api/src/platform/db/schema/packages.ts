import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { catalogPackages } from './catalog';
import { companyIdColumn, createdAtColumn, idColumn, moment, partOf, userRef } from './columns';
import { payments, walletTempTransactions } from './payments';
import { quotations } from './quotations';

// A company's packages (spec §3 Package, DOMAIN.md §5), their locations (branches) and what each branch consumed,
// plus the event outbox (DOMAIN.md §7: NEW_PACKAGE, PACKAGE_STATUS_CHANGED, …) written in the transaction of the
// change. Names, terms, services and areas are copied at purchase so a later catalog change does not alter them.

type Trilingual = { ar: string; en: string; fr: string };

export const companyPackages = pgTable(
  'company_packages',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** PKG-2026-000001 */
    reference: text('reference').notNull(),
    name: jsonb('name').$type<Trilingual>().notNull(),
    /** published | quotation */
    source: text('source').notNull(),
    publishedPackageId: uuid('published_package_id').references(() => catalogPackages.id),
    quotationId: uuid('quotation_id').references(() => quotations.id),
    quotationReference: text('quotation_reference'),
    /** visits | hours */
    type: text('type').notNull(),
    total: integer('total').notNull(),
    /** Cached Σ consumption, updated in the transaction of each consumption. */
    used: integer('used').notNull().default(0),
    periodMonths: integer('period_months').notNull(),
    frequency: text('frequency').notNull(),
    repeatMode: text('repeat_mode').notNull(),
    services: jsonb('services').$type<{ id: string; name: Trilingual }[]>().notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    allowedLocationCount: integer('allowed_location_count').notNull(),
    /** Empty = every serviced area. */
    allowedAreas: jsonb('allowed_areas').$type<{ id: string; name: Trilingual }[]>().notNull(),
    terms: jsonb('terms').$type<Trilingual>().notNull(),
    /** Halalas: before VAT, VAT, with VAT. */
    price: bigint('price', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    downPayment: bigint('down_payment', { mode: 'number' }).notNull().default(0),
    /** full | down_payment */
    payMode: text('pay_mode').notNull(),
    /** What the purchase charges now (full total or down payment with its VAT, plus the credit cost). */
    amountCharged: bigint('amount_charged', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
    creditLineAllowed: boolean('credit_line_allowed').notNull().default(false),
    creditCostBp: integer('credit_cost_bp').notNull().default(0),
    creditCost: bigint('credit_cost', { mode: 'number' }).notNull().default(0),
    /** active | inactive while bought on the credit line; null otherwise. */
    creditLineStatus: text('credit_line_status'),
    /** wallet | credit_card | transfer | credit_line */
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** Spec §4: submitted (waiting for payment or ops), approved, rejected. */
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    /** Card: the gateway payment; transfer: the receipt waiting for ops. */
    paymentId: uuid('payment_id').references(() => payments.id),
    tempTransactionId: uuid('temp_transaction_id').references(() => walletTempTransactions.id),
    invoiceIds: jsonb('invoice_ids').$type<string[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
    activatedAt: moment('activated_at'),
  },
  (table) => [
    unique('company_packages_company_reference_unique').on(table.companyId, table.reference),
    unique('company_packages_quotation_unique').on(table.quotationId),
    index('company_packages_company_created_idx').on(table.companyId, table.createdAt),
    // The dashboard's recent packages: newest first with the id tie-break (migration 0017).
    index('company_packages_company_created_id_idx').on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index('company_packages_payment_idx').on(table.paymentId),
    index('company_packages_temp_transaction_idx').on(table.tempTransactionId),
    check('company_packages_status', sql`${table.status} IN ('submitted','approved','rejected')`),
    check('company_packages_used', sql`${table.used} >= 0 AND ${table.used} <= ${table.total}`),
    check(
      'company_packages_amounts',
      sql`${table.price} > 0 AND ${table.totalPrice} = ${table.price} + ${table.vat} AND ${table.amountPaid} >= 0`,
    ),
  ],
);

/** The branches a package covers (spec §4 "Need Action" when an active package has none). */
export const companyPackageLocations = pgTable(
  'company_package_locations',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    packageId: partOf('package_id', () => companyPackages.id),
    branchId: partOf('branch_id', () => branches.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('company_package_locations_unique').on(table.packageId, table.branchId),
    index('company_package_locations_branch_idx').on(table.companyId, table.branchId),
  ],
);

/** Visits or hours a package gave at a branch (a package visit order; DOMAIN.md §5). */
export const companyPackageConsumptions = pgTable(
  'company_package_consumptions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    packageId: partOf('package_id', () => companyPackages.id),
    branchId: partOf('branch_id', () => branches.id),
    quantity: integer('quantity').notNull(),
    /** The order it served, when there is one. */
    orderReference: text('order_reference'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('company_package_consumptions_package_idx').on(table.packageId),
    check('company_package_consumptions_quantity', sql`${table.quantity} > 0`),
  ],
);

/** DOMAIN.md §7: one row per business event, written with the change; a dispatcher delivers them later. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** NEW_PACKAGE, PACKAGE_STATUS_CHANGED, … */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAtColumn(),
    dispatchedAt: moment('dispatched_at'),
    /** Delivery order, given by the dispatcher (DOMAIN.md §7); the stream's Last-Event-ID. NULL until dispatched. */
    seq: bigint('seq', { mode: 'number' }),
    /**
     * The branch of the order the event is about (its payment, message, wallet movement), so the stream applies a
     * member's branch limit without reading the order (migration 0028); null: company-wide.
     */
    branchId: uuid('branch_id'),
  },
  (table) => [
    index('outbox_events_pending_idx').on(table.dispatchedAt, table.createdAt),
    uniqueIndex('outbox_events_company_seq_idx').on(table.companyId, table.seq),
    // The outbound planner reads every company's events by seq (migration 0016).
    index('outbox_events_seq_idx').on(table.seq),
  ],
);

/** Numbers dispatched events (api/src/platform/events): the order in which they became visible. */
export const outboxEventsSeq = pgSequence('outbox_events_seq');
