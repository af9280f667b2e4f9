import type { ModuleSubject, PermissionAction } from './permissions';

// Its own module, without schemas: the dashboard remote's routes import it, and a module that builds valibot schemas
// when it loads would bring them (and valibot) into the remote's initial JavaScript (issue 15.2).

/**
 * The one rule of the dashboard pages and of their API call (spec §6 subject b2b_dashboard_analytics): the route
 * and GET company/dashboard/dashboard share it, so a role allowed on the page never gets the 403 that signs out.
 */
export const DASHBOARD_RULE: { action: PermissionAction; subject: ModuleSubject } = {
  action: 'read',
  subject: 'b2b_dashboard_analytics',
};
