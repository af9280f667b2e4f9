import { notify } from '@portal/shared';
import type { Notification } from '@portal/shared/contract';
import type { ModuleEntry } from '../modules/module-manifest';
import { notificationTarget } from './notification-link';

/** What the snackbar needs of a notification, whether it came from the stream (the bell) or from push. */
export type SnackbarNotification = Pick<Notification, 'type' | 'title' | 'body' | 'data'>;

/**
 * Spec §2 push snackbar: title and body, Close always (the host adds it), View to the order for NEW_ORDER or to
 * the package for NEW_PACKAGE, by the reference in the data. One function for the stream and push alike.
 */
export function showNotificationSnackbar(
  modules: ModuleEntry[] | undefined,
  viewLabel: string,
  notification: SnackbarNotification,
): void {
  const to = modules ? notificationTarget(modules, notification) : null;
  notify.snackbar({
    title: notification.title,
    body: notification.body,
    view: to ? { label: viewLabel, to } : undefined,
  });
}
