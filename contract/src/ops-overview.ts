import * as v from 'valibot';
import { endpoint } from './endpoint';
import { opsQueueSchema } from './ops-console';
import { OPS_RULES } from './ops-rules';

// GET ops/overview (issue 27.8): the console's landing page in one read — today's orders by status, the work queues
// the caller may read, the SLA breaches, the week's revenue. Every figure is computed by the API at the time of the
// request (Riyadh days), so the page and an API test agree on what each number counts.

/** An active order with no provider whose slot starts within this many hours (or has started) breaches dispatch SLA. */
export const UNASSIGNED_SLA_HOURS = 2;

const countSinceSchema = v.object({
  count: v.number(),
  /** The oldest breach: when the transfer was uploaded / when the order's slot starts; null when none. */
  oldest_at: v.nullable(v.string()),
});

export const opsOverviewSchema = v.object({
  /** Today in Riyadh (YYYY-MM-DD): the day of `orders_today`. */
  day: v.string(),
  /** Orders whose visit is today, by status (only statuses with at least one order). */
  orders_today: v.array(v.object({ status: v.string(), count: v.number() })),
  /** The queues the caller's roles may read (as GET ops/queues). */
  queues: v.array(opsQueueSchema),
  sla: v.object({
    /** Pending bank transfers older than the platform settings' overdue delay. */
    transfers_overdue: countSinceSchema,
    /** The delay that applied (platform settings, hours). */
    transfer_overdue_hours: v.number(),
    /** Confirmed (or failed-assignment) orders with no provider whose slot starts within UNASSIGNED_SLA_HOURS. */
    orders_unassigned: countSinceSchema,
    unassigned_within_hours: v.number(),
  }),
  /**
   * The platform's revenue (the ledger's revenue account: sales net of VAT, less what was given back), per Riyadh
   * day over the last 7 days ending today, in halalas. Null when the caller's roles do not read invoices.
   */
  revenue_week: v.nullable(v.array(v.object({ day: v.string(), amount: v.number() }))),
});
export type OpsOverview = v.InferOutput<typeof opsOverviewSchema>;

export const OPS_OVERVIEW_ENDPOINTS = {
  overview: endpoint({
    operationId: 'opsOverview',
    method: 'GET',
    path: 'ops/overview',
    access: { ops: OPS_RULES.overviewRead },
    summary: "Today's orders by status, the queues, SLA breaches and the week's revenue (the console's landing page)",
    tag: 'ops',
    response: opsOverviewSchema,
  }),
} as const;
