import { OPS_QUEUE_RULES } from '@portal/shared/contract';

// The console's rules are the contract's: the work queues' endpoints take their `access` from OPS_QUEUE_RULES
// (contract/src/ops-queue-endpoints.ts), so a route declared with the rule of the list its page reads (routes.ts:
// the shell's guard and navigation) and a decision button shown with the rule of the endpoint it calls cannot
// disagree with the API, and the console never sends what the ops user's roles refuse. The table, not the endpoints,
// is imported here: the endpoints' schemas would weigh 3.7 KB (brotli) in the console's first chunk.

export const OPS_CONSOLE_RULES = {
  transfersRead: OPS_QUEUE_RULES.transfersRead,
  transfersDecide: OPS_QUEUE_RULES.transfersDecide,
  // ── quotations and refunds queues (issue 27.3) ──
  quotationsRead: OPS_QUEUE_RULES.quotationsRead,
  quotationsDecide: OPS_QUEUE_RULES.quotationsDecide,
  refundsRead: OPS_QUEUE_RULES.refundsRead,
  refundsDecide: OPS_QUEUE_RULES.refundsDecide,
} as const;
