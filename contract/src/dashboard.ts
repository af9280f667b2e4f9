import * as v from 'valibot';
import { localizedNameSchema } from './login-info';
import type { ModuleSubject, PermissionAction } from './permissions';

/**
 * The one rule of the dashboard pages and of their API call (spec §6 subject b2b_dashboard_analytics): the route
 * and GET company/dashboard/dashboard share it, so a role allowed on the page never gets the 403 that signs out.
 */
export const DASHBOARD_RULE: { action: PermissionAction; subject: ModuleSubject } = {
  action: 'read',
  subject: 'b2b_dashboard_analytics',
};

// GET /api/v1/company/dashboard/dashboard: figures of the caller's company. Money in halalas.
export const dashboardSchema = v.object({
  company: v.object({ id: v.string(), name: localizedNameSchema }),
  wallet: v.object({ balance: v.number(), credit_line: v.number(), currency: v.literal('SAR') }),
  members: v.number(),
  active_members: v.number(),
  roles: v.number(),
});
export type Dashboard = v.InferOutput<typeof dashboardSchema>;
