import { CHAT_RULES } from './chat';
import type { AbilityRule } from './login-info';
import { MONEY_RULES } from './money-permissions';
import { ORDER_RULES } from './orders/order-permissions';
import { PACKAGE_RULES } from './package-permissions';
import type { RealtimeEventType } from './realtime';

// Who receives each live event (issue 28.5, ADR 0032): the rule of the REST route that reads what the event names.
// The API filters every delivery by it (with the branch limit, api/src/platform/events/event-visibility.ts); the
// shell opens the stream for a member who may read at least one of them, and the role editor tells what a role
// will see live from the same table.

export const REALTIME_EVENT_RULES = {
  NEW_ORDER: ORDER_RULES.ordersRead,
  ORDER_STATUS_CHANGED: ORDER_RULES.ordersRead,
  // The order chat is read through its order (the order's permission and branch).
  ORDER_NEW_MESSAGE: CHAT_RULES.orderMessagesRead,
  NEW_PACKAGE: PACKAGE_RULES.packagesRead,
  PACKAGE_STATUS_CHANGED: PACKAGE_RULES.packagesRead,
  WALLET_CHANGED: MONEY_RULES.walletRead,
  PAYMENT_RECEIVED: MONEY_RULES.paymentsRead,
  TECHNICAL_SUPPORT: CHAT_RULES.supportRead,
  // The certificates' verdict: read with the account information page that shows them.
  ACCOUNT_VERIFICATION: { action: 'read', subject: 'b2b_account_information' },
} as const satisfies Record<RealtimeEventType, AbilityRule>;

/** The bell's own permission: its list refreshes on any event the member receives; push goes to its holders. */
export const BELL_READ_RULE = { action: 'read', subject: 'b2b_notifications' } as const satisfies AbilityRule;

/** A member holding any one of these gets the live stream (it then carries only what each event's rule allows). */
export const LIVE_STREAM_RULES: readonly AbilityRule[] = [
  BELL_READ_RULE,
  ...new Map(Object.values(REALTIME_EVENT_RULES).map((rule) => [`${rule.action}:${rule.subject}`, rule])).values(),
];

/** Whether a member with these abilities gets the live stream at all. */
export function mayOpenLiveStream(can: (action: AbilityRule['action'], subject: AbilityRule['subject']) => boolean) {
  return LIVE_STREAM_RULES.some((rule) => can(rule.action, rule.subject));
}
