import { bigint, date, doublePrecision, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';

type Trilingual = { ar: string; en: string; fr: string };

// The dashboard's monthly aggregates (issue 13 §1), kept by the triggers of migration 0017 in the transaction of
// every change of orders and order_services: the widgets sum a few rows per month instead of scanning the orders.
// `month` is the first day of the order's Riyadh month.

/** Orders per (company, branch, month, status): how many, their booked seconds and their total (halalas). */
export const dashboardOrderMonths = pgTable(
  'dashboard_order_months',
  {
    companyId: companyIdColumn(),
    branchId: uuid('branch_id').notNull(),
    month: date('month').notNull(),
    status: text('status').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    seconds: doublePrecision('seconds').notNull(),
    spend: bigint('spend', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'dashboard_order_months_pk',
      columns: [table.companyId, table.branchId, table.month, table.status],
    }),
  ],
);

/**
 * The columns both service roll-ups share (per month and per year): orders holding the service and its quantity,
 * per (company, branch, period, order status, service).
 */
const serviceRollupColumns = () => ({
  companyId: companyIdColumn(),
  branchId: uuid('branch_id').notNull(),
  status: text('status').notNull(),
  serviceId: uuid('service_id').notNull(),
  /** The latest line's name (lines copy the catalog's name). */
  name: jsonb('name').$type<Trilingual>().notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
});

/** Service lines per (company, branch, month, order status, service): orders holding the service, quantity. */
export const dashboardServiceMonths = pgTable(
  'dashboard_service_months',
  { ...serviceRollupColumns(), month: date('month').notNull() },
  (table) => [
    primaryKey({
      name: 'dashboard_service_months_pk',
      columns: [table.companyId, table.branchId, table.month, table.status, table.serviceId],
    }),
  ],
);

/**
 * The same per Riyadh year (migration 0021), kept from dashboard_service_months by triggers: the year's demand
 * sums 12× fewer rows.
 */
export const dashboardServiceYears = pgTable(
  'dashboard_service_years',
  { ...serviceRollupColumns(), year: integer('year').notNull() },
  (table) => [
    primaryKey({
      name: 'dashboard_service_years_pk',
      columns: [table.companyId, table.branchId, table.year, table.status, table.serviceId],
    }),
  ],
);
