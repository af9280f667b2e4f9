import { type EndpointDeclaration, OPS_QUEUE_ENDPOINTS, type OpsRule } from '@portal/shared/contract';

// The console's rules come from the contract's endpoint declarations (OPS_ENDPOINTS, OPS_QUEUE_ENDPOINTS): a route
// is declared with the rule of the endpoint its page lists (routes.ts: the shell's guard and navigation) and a
// decision button shows only with the rule of the endpoint it calls, so a route, its page and the API cannot
// disagree, and the console never sends what the ops user's roles refuse.

/** The ops rule of an ops endpoint, as its declaration types it. */
const ruleOf = <const E extends EndpointDeclaration & { access: { ops: OpsRule } }>(
  declaration: E,
): E['access']['ops'] => declaration.access.ops;

const q = OPS_QUEUE_ENDPOINTS;

export const OPS_CONSOLE_RULES = {
  transfersRead: ruleOf(q.listTransfers),
  transfersDecide: ruleOf(q.confirmTransfer),
  // ── quotations and refunds queues (issue 27.3) ──
  quotationsRead: ruleOf(q.listQuotations),
  quotationsDecide: ruleOf(q.approveQuotation),
  refundsRead: ruleOf(q.listRefunds),
  refundsDecide: ruleOf(q.payRefund),
} as const;
