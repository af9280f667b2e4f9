import { useEffect } from 'react';
import { notify } from '../feedback/notify';
import { realtime } from '../realtime/realtime';
import { session } from '../session/session-store';
import { chatAlert } from './chat-alert';
import { playChatSound } from './chat-sounds';
import { openChats } from './open-chats';

/** The general notification event every incoming event emits (spec §9); `detail` is the realtime event. */
export const NOTIFICATION_EVENT = 'portal:notification';

/**
 * Applies the sound and toast rules of spec §9 to every event of the realtime stream, once per tab (the shell's
 * layout mounts it).
 */
/** `orderLink`: where an order's message toast leads (the shell's named route) and the link's label. */
export type OrderLink = (reference: string) => { to: string; label: string } | null;

export function useChatAlerts(enabled: boolean, orderLink?: OrderLink): void {
  useEffect(() => {
    if (!enabled) return;
    return realtime.subscribe((event) => {
      const alert = chatAlert(event, openChats.current(), session.getState().user?.id);
      if (alert.sound) playChatSound(alert.sound);
      const link = alert.order && orderLink ? orderLink(alert.order) : null;
      // An order's message names its order and opens it (issue 28.5); any other alert is a plain toast.
      if (alert.toast && alert.order && link) {
        notify.snackbar({ title: `${alert.toast.title} · ${alert.order}`, body: alert.toast.body, view: link });
      } else if (alert.toast) notify.show({ intent: 'info', title: alert.toast.title, body: alert.toast.body });
      window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: event }));
    });
  }, [enabled, orderLink]);
}
