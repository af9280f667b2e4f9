import * as v from 'valibot';
import { uuidField } from './fields';
import { EXPORT_FORMATS, integerQueryParam } from './list-query';
import { localizedNameSchema } from './login-info';
import { messageKey } from './messages';

/** Query of GET company/dashboard/dashboard: the year (Riyadh calendar; default this year) and one branch or all. */
export const dashboardQuerySchema = v.object({
  year: v.optional(integerQueryParam(2000, 2100)),
  branch_id: v.optional(uuidField),
});
export type DashboardQuery = v.InferInput<typeof dashboardQuerySchema>;

/** The table widgets that export (GET company/dashboard/export?table=…): the rows the widget shows. */
export const DASHBOARD_EXPORT_TABLES = ['latest_orders', 'recent_payments', 'recent_packages'] as const;

export const dashboardExportQuerySchema = v.object({
  ...dashboardQuerySchema.entries,
  table: v.picklist(DASHBOARD_EXPORT_TABLES, messageKey('validation.invalid')),
  format: v.optional(v.picklist(EXPORT_FORMATS, messageKey('validation.invalid')), 'xlsx'),
});
export type DashboardExportQuery = v.InferOutput<typeof dashboardExportQuerySchema>;

const trilingualSchema = v.object({ ar: v.string(), en: v.string(), fr: v.string() });
/** Twelve figures, January to December of the chosen year. */
const monthsSchema = v.array(v.number());

// GET /api/v1/company/dashboard/dashboard: figures of the caller's company. Money in halalas. Order widgets count
// the orders created in the chosen year (Riyadh time), of the chosen branch, within the member's branches.
export const dashboardSchema = v.object({
  company: v.object({ id: v.string(), name: localizedNameSchema }),
  wallet: v.object({ balance: v.number(), credit_line: v.number(), currency: v.literal('SAR') }),
  members: v.number(),
  active_members: v.number(),
  roles: v.number(),
  /** The year the figures are for, and the years that have orders (for the year selector). */
  year: v.number(),
  years: v.array(v.number()),
  branch_id: v.nullable(v.string()),
  /** The branches the caller may filter by (their assigned ones when limited), by name. */
  branches: v.array(v.object({ id: v.string(), name: v.string() })),
  /** Completed (completed or rated) among the year's orders. */
  completed_orders: v.object({ completed: v.number(), total: v.number() }),
  /** Booked hours (visit slot lengths) of the completed orders. */
  hours_completed: v.number(),
  /** Services most ordered (order lines), canceled and failed orders left out. */
  highest_in_demand: v.array(
    v.object({ service_id: v.string(), name: trilingualSchema, orders: v.number(), quantity: v.number() }),
  ),
  per_branch: v.array(
    v.object({
      branch_id: v.string(),
      name: v.string(),
      code: v.string(),
      orders: v.number(),
      completed: v.number(),
      spend: v.number(),
    }),
  ),
  /** analytics2: the year's order lines per service category (orders holding one of its services, quantity). */
  by_category: v.array(
    v.object({ category_id: v.string(), name: trilingualSchema, orders: v.number(), quantity: v.number() }),
  ),
  /** analytics2: each branch's orders and spend (halalas) per month, in the order of per_branch. */
  branch_months: v.array(
    v.object({ branch_id: v.string(), name: v.string(), orders: monthsSchema, spend: monthsSchema }),
  ),
  latest_orders: v.array(
    v.object({
      reference: v.string(),
      branch_name: v.string(),
      status: v.string(),
      total: v.number(),
      created_at: v.string(),
    }),
  ),
  recent_payments: v.array(
    v.object({
      id: v.string(),
      reference: v.string(),
      method: v.string(),
      type: v.string(),
      status: v.string(),
      amount: v.number(),
      created_at: v.string(),
    }),
  ),
  recent_packages: v.array(
    v.object({
      reference: v.string(),
      name: trilingualSchema,
      status: v.string(),
      type: v.string(),
      total: v.number(),
      used: v.number(),
      total_price: v.number(),
      created_at: v.string(),
    }),
  ),
  /** Orders created per month. */
  yearly_orders: monthsSchema,
  /**
   * Spend per month: orders (total of the orders not canceled or failed) and packages bought (total price). A
   * package shared by several branches counts once, split between them (a leftover halala to the first ones): a
   * branch's figures hold its share, and the branches add up to the company's total.
   */
  cost_overview: v.object({
    orders: monthsSchema,
    packages: monthsSchema,
    total: v.number(),
    /** Of `packages`: packages with no branch yet, in the company's total only (0 when a branch is chosen). */
    unassigned_packages: v.number(),
  }),
});
export type Dashboard = v.InferOutput<typeof dashboardSchema>;
