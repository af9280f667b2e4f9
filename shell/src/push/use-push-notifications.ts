import { NOTIFICATIONS_QUERY_KEY, notify, queryClient, realtime, session, useSession } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { useEffect } from 'react';
import { announceStart } from '../analytics/start-event';
import { useShellTranslation } from '../i18n/use-shell-translation';
import type { ModuleEntry } from '../modules/module-manifest';
import { browserPushRuntime, pushSupported } from './browser-push';
import { loadPushConfig } from './push-config';
import { PUSH_HANDLING_DELAY_MS, workerMessageOf } from './push-messages';
import { registerForPush } from './push-registration';
import { pushTarget } from './push-target';

/**
 * Web push while signed in (spec §4): registers this browser when the API has push configured (off by default:
 * then nothing is loaded or asked), sends the analytics start event where analytics is configured, and handles
 * the service worker's messages — a push received while the portal
 * is visible becomes the snackbar after the handling delay (unless the live stream already showed it), a click on
 * a system notification opens what it is about (push-target.ts: the order, the package, or the page an ops
 * decision names).
 */
export function usePushNotifications(modules: ModuleEntry[]): void {
  const { token, user } = useSession();
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const signedIn = Boolean(token && user);

  const userId = user?.id;
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    // One read of the API's Firebase settings serves push and spec §7's analytics start event.
    loadPushConfig()
      .then(async (config) => {
        if (!config || cancelled) return;
        const { user: current } = session.getState();
        const who = current ? { id: current.id, name: current.fullName } : null;
        await announceStart(config, who).catch((error: unknown) => console.log('Analytics failed.', error));
        if (pushSupported()) await registerForPush(config, browserPushRuntime());
      })
      .catch((error: unknown) => console.log('Push registration failed.', error));
    return () => {
      cancelled = true;
    };
  }, [signedIn, userId]);

  useEffect(() => {
    if (!signedIn || !pushSupported()) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onMessage = (event: MessageEvent) => {
      const message = workerMessageOf(event.data);
      if (!message) return;
      if (message.kind === 'clicked') {
        const to = pushTarget(modules, message.notification);
        if (to) navigate(to);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        // The general notification event: the bell and the notifications page refresh.
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
        // A live stream has shown this one already (the bell's snackbar); push stands in while it is down.
        // Its View leads where a tap on the system notification would (push-target.ts).
        if (!realtime.isLive()) {
          const { title, body } = message.notification;
          const to = pushTarget(modules, message.notification);
          notify.snackbar({ title, body, view: to ? { label: t('snackbar.view'), to } : undefined });
        }
      }, PUSH_HANDLING_DELAY_MS);
      timers.add(timer);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [signedIn, modules, navigate, t]);
}
