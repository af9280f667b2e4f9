import type { OpsAction, OpsSubject } from './ops-permissions';

// The rules of the work queues' endpoints (ops-queue-endpoints.ts), declared once here without any schema: the
// endpoints take their `access` from this table and the console (mf-ops/src/ops-rules.ts) its routes' and buttons'
// rules, so they cannot differ, and the console's first chunk does not carry the endpoints' schemas (issue 15.2).

const rule = <const A extends OpsAction, const S extends OpsSubject>(action: A, subject: S) =>
  ({ action, subject }) as const;

export const OPS_QUEUE_RULES = {
  /** List and read the bank transfers. */
  transfersRead: rule('read', 'ops_transfers'),
  /** Confirm or reject one. */
  transfersDecide: rule('update', 'ops_transfers'),
  quotationsRead: rule('read', 'ops_quotations'),
  /** Approve or reject one. */
  quotationsDecide: rule('update', 'ops_quotations'),
  refundsRead: rule('read', 'ops_refunds'),
  /** Mark one paid or reject it. */
  refundsDecide: rule('update', 'ops_refunds'),
} as const;
