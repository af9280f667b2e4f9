import { notify, session } from '@portal/shared';
import type { Notification } from '@portal/shared/contract';
import type { ModuleEntry } from '../modules/module-manifest';
import { notificationTarget } from './notification-link';

/** What the snackbar needs of a notification, whether it came from the stream (the bell) or from push. */
export type SnackbarNotification = Pick<Notification, 'type' | 'title' | 'body' | 'data'>;

/**
 * Spec §2 push snackbar: title and body, Close always (the host adds it), View to the order for NEW_ORDER or to
 * the package for NEW_PACKAGE, by the reference in the data. One function for the stream and push alike.
 * Issue 28.5: nothing for the user's own action, and no View to the page on screen.
 */
export function showNotificationSnackbar(
  modules: ModuleEntry[] | undefined,
  viewLabel: string,
  notification: SnackbarNotification,
  where: { path?: string; selfId?: string } = {},
): void {
  const path = where.path ?? globalThis.location?.pathname;
  const selfId = where.selfId ?? session.getState().user?.id;
  // The user's own action (their new order): its page already said so; a second message would only repeat it.
  if (selfId && notification.data.actor_id === selfId) return;
  const to = modules ? notificationTarget(modules, notification) : null;
  notify.snackbar({
    title: notification.title,
    body: notification.body,
    // No View to the page already on screen.
    view: to && to !== path ? { label: viewLabel, to } : undefined,
  });
}
