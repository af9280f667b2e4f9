import type { OpsAction, OpsSubject } from '@portal/shared/contract';

// The console's rules, in the ops vocabulary of the contract (ops-permissions.ts): a route is declared with the `read`
// rule of its area (routes.ts: the shell's guard and navigation) and a decision button shows only with the `update`
// rule of the same area, so the console never sends what the ops user's roles refuse.
const rule = <A extends OpsAction, S extends OpsSubject>(action: A, subject: S) => ({ action, subject });

export const OPS_CONSOLE_RULES = {
  /** GET ops/wallets/temp-transactions[/:id][/receipt] */
  transfersRead: rule('read', 'ops_transfers'),
  /** POST ops/wallets/temp-transactions/:id/confirm|reject */
  transfersDecide: rule('update', 'ops_transfers'),
  // ── Overview and administration (issue 27.2, 27.7, 27.8) ──
  /** GET ops/overview */
  overviewRead: rule('read', 'ops_overview'),
  /** GET ops/settings */
  settingsRead: rule('read', 'ops_settings'),
  /** PUT ops/settings */
  settingsUpdate: rule('update', 'ops_settings'),
  /** GET ops/users */
  usersRead: rule('read', 'ops_users'),
  /** POST ops/users, PATCH ops/users/:id */
  usersUpdate: rule('update', 'ops_users'),
  /** GET ops/audit */
  auditRead: rule('read', 'ops_audit'),
  /** GET ops/companies (the audit log's company filter) */
  companiesRead: rule('read', 'ops_companies'),
} as const;
