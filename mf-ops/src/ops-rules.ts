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
  /** GET ops/companies[/:id][/certificates/:kind] (the directory, a company, the verification queue) */
  companiesRead: rule('read', 'ops_companies'),
  /** POST ops/companies/:id/suspend|reinstate|certificates/verify|certificates/reject */
  companiesDecide: rule('update', 'ops_companies'),
  /** PUT ops/companies/:id/credit-line */
  creditLineUpdate: rule('update', 'ops_credit_lines'),
  /** GET ops/dispatch/orders (the board; its providers' day needs read ops_providers) */
  dispatchRead: rule('read', 'ops_orders'),
  /** POST ops/orders/:id/transition (confirm, fail_assignment) | assignProvider | reschedule */
  dispatchAct: rule('update', 'ops_orders'),
} as const;
