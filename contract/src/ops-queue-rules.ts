import { OPS_RULES } from './ops-rules';

// The work queues' part of OPS_RULES (./ops-rules.ts), the same objects: the queues' endpoints
// (ops-queue-endpoints.ts) read their `access` here.

export const OPS_QUEUE_RULES = {
  transfersRead: OPS_RULES.transfersRead,
  transfersDecide: OPS_RULES.transfersDecide,
  quotationsRead: OPS_RULES.quotationsRead,
  quotationsDecide: OPS_RULES.quotationsDecide,
  refundsRead: OPS_RULES.refundsRead,
  refundsDecide: OPS_RULES.refundsDecide,
} as const;
