import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { offers } from './catalog';
import { messageColumns } from './chat';
import { companyIdColumn, createdAtColumn, idColumn, moment, partOf, userRef } from './columns';
import { files } from './files';
import { orderReasons } from './order-reasons';
import { companyPackages } from './packages';
import { payments, walletTempTransactions } from './payments';

// Orders (spec §3 Order, Order service; DOMAIN.md §6; ADR 0010), their status history, logs, proposals, messages
// and completion evidence, plus the providers who visit (a platform-level account type, not company-owned).
// Names, prices and the location are copied at creation so a later catalog or branch change does not alter them.

type Trilingual = { ar: string; en: string; fr: string };

/** A provider (spec §6 account type `provider`, providers/user): who visits, and when they work. */
export const providers = pgTable(
  'providers',
  {
    id: idColumn(),
    /** The provider's sign-in account (account type provider); null for a roster-only provider. */
    userId: userRef('user_id'),
    /** The operators' name (English); company users read the one of their language (migration 0024). */
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [unique('providers_user_unique').on(table.userId)],
);

/** Weekly working hours (contract/src/orders/time-slots WorkingHours): `HH:MM` Riyadh, end exclusive. */
export const providerWorkingHours = pgTable(
  'provider_working_hours',
  {
    id: idColumn(),
    providerId: partOf('provider_id', () => providers.id),
    weekday: smallint('weekday').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
  },
  (table) => [
    index('provider_working_hours_provider_idx').on(table.providerId),
    check('provider_working_hours_weekday', sql`${table.weekday} BETWEEN 0 AND 6`),
    check('provider_working_hours_interval', sql`${table.start} < ${table.end}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** ORD-2026-000123 */
    reference: text('reference').notNull(),
    /** onetime | offer | package | warranty */
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** While on_hold: where resume returns (DOMAIN.md §6). */
    previousStatus: text('previous_status'),
    subStatus: text('sub_status'),
    servicesStatus: text('services_status').notNull().default('original'),
    customerId: userRef('customer_id'),
    /** Kept when the user is removed (the order's story keeps who placed it). */
    customerName: text('customer_name').notNull(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    /** Copied at creation: the list shows and searches them without a join. */
    branchName: text('branch_name').notNull(),
    branchCode: text('branch_code').notNull(),
    address: text('address'),
    area: jsonb('area').$type<Trilingual | null>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Riyadh date and wall-clock slot, plus the instants for overlap checks. */
    visitDate: date('visit_date').notNull(),
    time: text('time').notNull(),
    endTime: text('end_time').notNull(),
    shift: text('shift').notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => companyPackages.id, { onDelete: 'restrict' }),
    packageReference: text('package_reference'),
    /** Package visits: visits or hours consumed (given back on cancel). */
    packageQuantity: integer('package_quantity'),
    /** Warranty orders (ADR 0069): the completed order this free visit is the warranty of. */
    warrantyOfOrderId: uuid('warranty_of_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    /** Offer orders (ADR 0070, migration 0047): the published offer the order was placed on. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'restrict' }),
    couponCode: text('coupon_code'),
    notes: text('notes'),
    clientNote: text('client_note'),
    /** Halalas: subtotal − discount + vat = total; total_paid + total_due = total. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    totalPaid: bigint('total_paid', { mode: 'number' }).notNull().default(0),
    totalDue: bigint('total_due', { mode: 'number' }).notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** Null for package visits (paid by the package). */
    paymentMethod: text('payment_method'),
    paymentType: text('payment_type'),
    gateway: text('gateway'),
    /** Card: the gateway payment in flight; transfer: the receipt waiting for ops. */
    paymentId: uuid('payment_id').references(() => payments.id),
    tempTransactionId: uuid('temp_transaction_id').references(() => walletTempTransactions.id),
    invoiceIds: jsonb('invoice_ids').$type<string[]>().notNull().default([]),
    ratingStars: smallint('rating_stars'),
    ratingComment: text('rating_comment'),
    ratedAt: moment('rated_at'),
    reason: text('reason'),
    /** The listed reason of a cancel or fail (order_reasons); `reason` holds the words. */
    reasonId: uuid('reason_id').references(() => orderReasons.id),
    createdBy: userRef('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    unique('orders_company_reference_unique').on(table.companyId, table.reference),
    // The list's default order (newest first, id as tie-break) and its usual filters, at 100,000 rows (issue 11 §8).
    index('orders_company_created_idx').on(table.companyId, table.createdAt.desc(), table.id.desc()),
    // Migration 0018: each sort key as the list orders it (then created_at and id); the status one serves a status
    // filter too. Trigram index for the contains-search on the reference.
    ...(['status', 'reference', 'total', 'visit'] as const).map((key) =>
      index(`orders_company_${key}_sort_idx`).on(
        table.companyId,
        (key === 'visit' ? table.visitDate : table[key]).desc().nullsLast(),
        table.createdAt.desc().nullsLast(),
        table.id.desc().nullsLast(),
      ),
    ),
    index('orders_reference_trgm_idx').using('gin', table.reference.op('gin_trgm_ops')),
    index('orders_company_branch_created_idx').on(table.companyId, table.branchId, table.createdAt.desc()),
    index('orders_company_visit_date_idx').on(table.companyId, table.visitDate),
    // A day's bookings of every provider, across companies (slots, view provider_bookings of migration 0012).
    index('orders_visit_date_idx').on(table.visitDate),
    // Bookings of a provider (no double booking).
    index('orders_provider_starts_idx').on(table.providerId, table.startsAt),
    index('orders_payment_idx').on(table.paymentId),
    index('orders_temp_transaction_idx').on(table.tempTransactionId),
    index('orders_package_idx').on(table.packageId),
    index('orders_offer_idx').on(table.offerId).where(sql`${table.offerId} IS NOT NULL`),
    // Migration 0046: one open warranty order per original (the API checks first; this catches a race).
    uniqueIndex('orders_open_warranty_unique')
      .on(table.warrantyOfOrderId)
      .where(
        sql`${table.warrantyOfOrderId} IS NOT NULL AND ${table.status} NOT IN ('completed', 'rated', 'canceled', 'failed', 'draft_failed')`,
      ),
    check(
      'orders_amounts',
      sql`${table.subtotal} >= 0 AND ${table.discount} >= 0 AND ${table.vat} >= 0 AND ${table.total} = ${table.subtotal} - ${table.discount} + ${table.vat} AND ${table.totalPaid} >= 0 AND ${table.totalDue} >= 0`,
    ),
    check('orders_rating', sql`${table.ratingStars} IS NULL OR ${table.ratingStars} BETWEEN 1 AND 5`),
    check('orders_slot', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** The service lines of an order (spec §3 Order service), priced at creation or at an approved change. */
export const orderServices = pgTable(
  'order_services',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    position: smallint('position').notNull(),
    serviceId: uuid('service_id').notNull(),
    name: jsonb('name').$type<Trilingual>().notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    products: jsonb('products')
      .$type<{ product_id: string; name: Trilingual; quantity: number; unit_price: number; amount: number }[]>()
      .notNull()
      .default([]),
  },
  (table) => [
    index('order_services_order_idx').on(table.orderId, table.position),
    check('order_services_quantity', sql`${table.quantity} > 0`),
  ],
);

/** One row per transition (who, when, from, to, note): the status history tab. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    /** Null for the creation row. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    operation: text('operation').notNull(),
    actor: text('actor').notNull(),
    actorUserId: userRef('actor_user_id'),
    actorName: text('actor_name'),
    note: text('note'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('order_status_history_order_idx').on(table.orderId, table.createdAt),
    // Migration 0022: the arrivals alone, for the branch scorecards' on-time rate (ADR 0023).
    index('order_status_history_arrived_idx')
      .on(table.companyId, table.orderId, table.createdAt)
      .where(sql`${table.toStatus} = 'arrived'`),
    check('order_status_history_actor', sql`${table.actor} IN ('C','O','P','S')`),
  ],
);

/** The logs tab: every action on an order, status-changing or not (proposals, payments, evidence, reschedules). */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    actorUserId: userRef('actor_user_id'),
    actorName: text('actor_name'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [index('order_logs_order_idx').on(table.orderId, table.createdAt)],
);

/** Spec §4 service changes, visit changes and visit quotations proposed by a provider or ops. */
export const orderProposals = pgTable(
  'order_proposals',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    /** service_change | visit_change | visit_quotation */
    kind: text('kind').notNull(),
    /** submitted | approved | rejected */
    status: text('status').notNull(),
    /** O | P */
    proposedBy: text('proposed_by').notNull(),
    proposedByUserId: userRef('proposed_by_user_id'),
    services: jsonb('services')
      .$type<{ service_id: string; name: Trilingual; quantity: number }[]>()
      .notNull()
      .default([]),
    visitDate: date('visit_date'),
    time: text('time'),
    totalDifference: bigint('total_difference', { mode: 'number' }).notNull().default(0),
    note: text('note'),
    createdAt: createdAtColumn(),
    decidedBy: userRef('decided_by'),
    decidedAt: moment('decided_at'),
  },
  (table) => [
    index('order_proposals_order_idx').on(table.orderId, table.createdAt),
    check('order_proposals_status', sql`${table.status} IN ('submitted','approved','rejected')`),
    check('order_proposals_kind', sql`${table.kind} IN ('service_change','visit_change','visit_quotation')`),
  ],
);

/** The order chat (company ↔ ops/provider); read-only on the order page until the messaging issue. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    ...messageColumns(),
  },
  (table) => [index('order_messages_order_idx').on(table.orderId, table.createdAt)],
);

/** Completion evidence (photos checked by magic bytes) attached by the provider or ops. */
export const orderEvidence = pgTable(
  'order_evidence',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    orderId: partOf('order_id', () => orders.id),
    fileId: partOf('file_id', () => files.id),
    /** before | after */
    stage: text('stage').notNull(),
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('order_evidence_order_idx').on(table.orderId, table.createdAt),
    check('order_evidence_stage', sql`${table.stage} IN ('before','after')`),
  ],
);

/**
 * Orders per list group (company, branch, status, type, payment status), kept by the order_list_counts_* triggers
 * of migration 0013 in the transaction of every insert, update and delete of `orders`: the orders list's exact
 * total at 100,000 orders is a sum over these few rows instead of a count over the orders (issue 11 §8).
 */
export const orderListCounts = pgTable(
  'order_list_counts',
  {
    companyId: companyIdColumn(),
    branchId: uuid('branch_id').notNull(),
    status: text('status').notNull(),
    type: text('type').notNull(),
    paymentStatus: text('payment_status').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'order_list_counts_pk',
      columns: [table.companyId, table.branchId, table.status, table.type, table.paymentStatus],
    }),
  ],
);
