import { OPS_QUEUE_RULES, type OpsAction, type OpsSubject } from '@portal/shared/contract';

// The console's rules are the contract's: the work queues' endpoints take their `access` from OPS_QUEUE_RULES
// (contract/src/ops-queue-endpoints.ts), so a route declared with the rule of the list its page reads (routes.ts:
// the shell's guard and navigation) and a decision button shown with the rule of the endpoint it calls cannot
// disagree with the API, and the console never sends what the ops user's roles refuse. The table, not the endpoints,
// is imported here: the endpoints' schemas would weigh 3.7 KB (brotli) in the console's first chunk.

// The companies and dispatch pages' rules, as their endpoints in OPS_ENDPOINTS declare them (a rules table like
// OPS_QUEUE_RULES for those endpoints is the next step).
const rule = <A extends OpsAction, S extends OpsSubject>(action: A, subject: S) => ({ action, subject });

export const OPS_CONSOLE_RULES = {
  transfersRead: OPS_QUEUE_RULES.transfersRead,
  transfersDecide: OPS_QUEUE_RULES.transfersDecide,
  // ── quotations and refunds queues (issue 27.3) ──
  quotationsRead: OPS_QUEUE_RULES.quotationsRead,
  quotationsDecide: OPS_QUEUE_RULES.quotationsDecide,
  refundsRead: OPS_QUEUE_RULES.refundsRead,
  refundsDecide: OPS_QUEUE_RULES.refundsDecide,
  // ── companies and dispatch (issue 27.4, 27.6) ──
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
  // ── support inbox (issue 27.5) ──
  /** GET ops/chat/conversations[/:kind/:id], the messages and their files, the ops chat stream */
  inboxRead: rule('read', 'ops_conversations'),
  /** POST …/messages (reply), …/read, ops/chat/conversations/:kind/:id/take */
  inboxReply: rule('update', 'ops_conversations'),
} as const;
