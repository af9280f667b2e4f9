import type { Notification } from '@portal/shared/contract';

/** Spec §2: NEW_ORDER opens the order view, NEW_PACKAGE the package view, by the reference in the data. */
export function notificationTarget(notification: Pick<Notification, 'type' | 'data'>): string | null {
  const reference = notification.data.reference;
  if (typeof reference !== 'string' && typeof reference !== 'number') return null;
  if (notification.type === 'NEW_ORDER') return `/b2b/orders/view/${encodeURIComponent(String(reference))}`;
  if (notification.type === 'NEW_PACKAGE') return `/b2b/packages/${encodeURIComponent(String(reference))}`;
  return null;
}
