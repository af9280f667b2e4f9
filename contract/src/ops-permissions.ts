import * as v from 'valibot';
import type { AbilityRule } from './login-info';
import { messageKey } from './messages';

// The operations team's permission model (issue 27.2): the same (action, subject) rules as a company role, read by the
// same CASL engine on the API and in the shell, over subjects of their own. An ops user holds one or more ops roles;
// each role is a fixed set of rules (the platform's own staff: no role editor, the roles are the job titles).

/** The back office's subjects: one per work area of the console. */
export const OPS_SUBJECTS = [
  'ops_overview',
  'ops_transfers',
  'ops_refunds',
  'ops_credit_lines',
  'ops_invoices',
  'ops_quotations',
  'ops_orders',
  'ops_providers',
  'ops_conversations',
  'ops_catalog',
  'ops_companies',
  'ops_users',
  'ops_settings',
  'ops_audit',
] as const;
export type OpsSubject = (typeof OPS_SUBJECTS)[number];

/** `read` sees an area; `update` acts in it (confirm, reject, assign, reply, edit). */
export const OPS_ACTIONS = ['read', 'update'] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];

/** What an ops route or page needs: an action on an ops subject, granted by one of the caller's ops roles. */
export interface OpsRule {
  action: OpsAction;
  subject: OpsSubject;
}

export const OPS_ROLES = ['admin', 'finance', 'dispatch', 'support', 'catalog'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

export const opsRoleSchema = v.picklist(OPS_ROLES, messageKey('validation.invalid'));

const acts = (...subjects: OpsSubject[]): AbilityRule[] =>
  subjects.flatMap((subject) => OPS_ACTIONS.map((action) => ({ action, subject })));
const reads = (...subjects: OpsSubject[]): AbilityRule[] => subjects.map((subject) => ({ action: 'read', subject }));

/**
 * What each role may do. Everyone sees the overview and the companies directory (every queue names a company);
 * acting on a company (suspend, reinstate) is admin's.
 */
export const OPS_ROLE_RULES: Readonly<Record<OpsRole, readonly AbilityRule[]>> = {
  admin: acts(...OPS_SUBJECTS),
  finance: [
    ...acts('ops_transfers', 'ops_refunds', 'ops_credit_lines', 'ops_invoices', 'ops_quotations'),
    ...reads('ops_overview', 'ops_companies', 'ops_orders'),
  ],
  dispatch: [...acts('ops_orders', 'ops_providers'), ...reads('ops_overview', 'ops_companies')],
  support: [...acts('ops_conversations'), ...reads('ops_overview', 'ops_companies', 'ops_orders')],
  catalog: [...acts('ops_catalog', 'ops_quotations'), ...reads('ops_overview', 'ops_companies')],
};

/** The rules of an ops user holding these roles (duplicates removed), as the login info carries them. */
export function opsRulesOf(roles: readonly OpsRole[]): AbilityRule[] {
  const seen = new Map<string, AbilityRule>();
  for (const role of roles) for (const r of OPS_ROLE_RULES[role]) seen.set(`${r.action} ${r.subject}`, r);
  return [...seen.values()];
}
