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
  /** GET ops/chat/conversations[/:kind/:id], the messages and their files, the ops chat stream */
  inboxRead: rule('read', 'ops_conversations'),
  /** POST …/messages (reply), …/read, ops/chat/conversations/:kind/:id/take */
  inboxReply: rule('update', 'ops_conversations'),
} as const;
