import { useEffect } from 'react';
import { notify } from '../feedback/notify';
import { realtime } from '../realtime/realtime';
import { chatAlert } from './chat-alert';
import { playChatSound } from './chat-sounds';
import { openChats } from './open-chats';

/** The general notification event every incoming event emits (spec §9); `detail` is the realtime event. */
export const NOTIFICATION_EVENT = 'portal:notification';

/**
 * Applies the sound and toast rules of spec §9 to every event of the realtime stream, once per tab (the shell's
 * layout mounts it).
 */
export function useChatAlerts(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return realtime.subscribe((event) => {
      const alert = chatAlert(event, openChats.current());
      if (alert.sound) playChatSound(alert.sound);
      if (alert.toast) notify.show({ intent: 'info', title: alert.toast.title, body: alert.toast.body });
      window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: event }));
    });
  }, [enabled]);
}
