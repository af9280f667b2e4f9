import { dashboardQuerySchema, dashboardSchema } from './dashboard';
import { cancelReasonsSchema } from './dashboard-cancel-reasons';
import { DASHBOARD_RULE } from './dashboard-rule';
import { scorecardsQuerySchema, scorecardsSchema } from './dashboard-scorecards';
import { endpoint } from './endpoint';

// The dashboard pages' reads (issue 25.1): one rule, the pages' own (DASHBOARD_RULE). Their .xlsx/CSV downloads
// stay file routes beside them (company/dashboard/export, company/dashboard/scorecards/export).

const tag = 'company';

export const DASHBOARD_ENDPOINTS = {
  dashboard: endpoint({
    operationId: 'getDashboard',
    method: 'GET',
    path: 'company/dashboard/dashboard',
    access: { ability: DASHBOARD_RULE },
    summary: "Every dashboard widget of the caller's company: ?year (Riyadh calendar) and ?branch_id",
    tag,
    query: dashboardQuerySchema,
    response: dashboardSchema,
  }),
  scorecards: endpoint({
    operationId: 'getBranchScorecards',
    method: 'GET',
    path: 'company/dashboard/scorecards',
    access: { ability: DASHBOARD_RULE },
    summary: 'Branch scorecards for ?year (Riyadh calendar): orders, spend, rating, on-time arrivals, first-time fixes',
    tag,
    query: scorecardsQuerySchema,
    response: scorecardsSchema,
  }),
  cancelReasons: endpoint({
    operationId: 'getCancelReasons',
    method: 'GET',
    path: 'company/dashboard/cancelReasons',
    access: { ability: DASHBOARD_RULE },
    summary: 'Canceled orders of ?year (Riyadh calendar) and ?branch_id counted by their listed reason',
    tag,
    query: dashboardQuerySchema,
    response: cancelReasonsSchema,
  }),
} as const;
