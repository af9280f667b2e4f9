import * as v from 'valibot';
import { localizedNameSchema } from './login-info';

// GET /api/v1/company/dashboard/dashboard: figures of the caller's company. Money in halalas.
export const dashboardSchema = v.object({
  company: v.object({ id: v.string(), name: localizedNameSchema }),
  wallet: v.object({ balance: v.number(), credit_line: v.number(), currency: v.literal('SAR') }),
  members: v.number(),
  active_members: v.number(),
  roles: v.number(),
});
export type Dashboard = v.InferOutput<typeof dashboardSchema>;
