import type { RealtimeEventType } from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';

// The caches an event makes stale: the remotes' query key roots (mf-orders: ['packages'], ['orders'];
// mf-accounting: ['accounting'] for wallet, transactions, payments and invoices; the shell's notifications).
// Every event comes with an in-app notification, so the notifications are refreshed for all of them.

export const NOTIFICATIONS_QUERY_KEY = ['shell', 'notifications'] as const;

const ORDERS: QueryKey = ['orders'];
const PACKAGES: QueryKey = ['packages'];
/** mf-orders' quotations (ops approve or reject one above the automatic limit: PACKAGE_STATUS_CHANGED). */
const QUOTATIONS: QueryKey = ['quotations'];
const ACCOUNTING: QueryKey = ['accounting'];
/** The chats and their unread counts (the Messages menu badge). */
export const CHAT_QUERY_KEY = ['chat'] as const;

const BY_TYPE: Record<RealtimeEventType, QueryKey[]> = {
  NEW_ORDER: [ORDERS],
  ORDER_STATUS_CHANGED: [ORDERS],
  NEW_PACKAGE: [PACKAGES],
  PACKAGE_STATUS_CHANGED: [PACKAGES, QUOTATIONS],
  // A paid order or package changes the wallet and the payments; the packages list shows payment states.
  WALLET_CHANGED: [ACCOUNTING],
  PAYMENT_RECEIVED: [ACCOUNTING, ORDERS, PACKAGES],
  // The order chat lives under the order's queries (mf-orders ['orders', …]); both feed the unread badge.
  ORDER_NEW_MESSAGE: [ORDERS, CHAT_QUERY_KEY],
  TECHNICAL_SUPPORT: [CHAT_QUERY_KEY],
  // The shell's account information page (certificates and their verdict).
  ACCOUNT_VERIFICATION: [['shell', 'account']],
};

/** The query keys (prefixes) to invalidate for an event type; unknown types refresh the notifications only. */
export function queryKeysFor(type: string): QueryKey[] {
  return [NOTIFICATIONS_QUERY_KEY, ...(BY_TYPE[type as RealtimeEventType] ?? [])];
}
