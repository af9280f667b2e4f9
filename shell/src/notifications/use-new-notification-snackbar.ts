import { notify } from '@portal/shared';
import type { NotificationList } from '@portal/shared/contract';
import { useEffect, useRef } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useModules } from '../modules/use-modules';
import { notificationTarget } from './notification-link';

/**
 * Shows the snackbar (spec §2: title, body, Close always, View for an order or a package by data.reference) for
 * a notification that arrived since the last refresh of the bell. The realtime stream makes that refresh
 * happen as soon as the event is dispatched (or the fallback poll, while the stream is down); push (Firebase)
 * will feed the same snackbar.
 */
export function useNewNotificationSnackbar(list: NotificationList | undefined): void {
  const { t } = useShellTranslation();
  const seen = useRef<Set<string> | null>(null);
  const modules = useModules().data?.modules;
  useEffect(() => {
    if (!list) return;
    if (seen.current === null) {
      seen.current = new Set(list.items.map((n) => n.id));
      return;
    }
    for (const n of list.items) {
      if (seen.current.has(n.id)) continue;
      seen.current.add(n.id);
      if (n.read_at) continue;
      const to = modules ? notificationTarget(modules, n) : null;
      notify.snackbar({ title: n.title, body: n.body, view: to ? { label: t('snackbar.view'), to } : undefined });
    }
  }, [list, modules, t]);
}
