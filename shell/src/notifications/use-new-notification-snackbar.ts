import type { NotificationList } from '@portal/shared/contract';
import { useEffect, useRef } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useModules } from '../modules/use-modules';
import { showNotificationSnackbar } from './notification-snackbar';

/**
 * Shows the snackbar (spec §2: title, body, Close always, View for an order or a package by data.reference) for
 * a notification that arrived since the last refresh of the bell. The realtime stream makes that refresh
 * happen as soon as the event is dispatched (or the fallback poll, while the stream is down); push (Firebase)
 * feeds the same snackbar (shell/src/push).
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
      showNotificationSnackbar(modules, t('snackbar.view'), n);
    }
  }, [list, modules, t]);
}
