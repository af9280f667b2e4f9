import type { SnackbarNotification } from '../notifications/notification-snackbar';

// Messages from the service worker (public/firebase-messaging-sw.js): a push that arrived while a portal window
// was visible (shown as the snackbar, spec §2) and a click on a system notification (open what it is about).

/** Spec §9: push handling delay. */
export const PUSH_HANDLING_DELAY_MS = 1_000;

/** Spec §3 push message data: type, title, body, payload (a JSON string with the reference). */
export function pushNotificationOf(data: unknown): SnackbarNotification | null {
  if (!data || typeof data !== 'object') return null;
  const { type, title, body, payload } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  let parsed: Record<string, unknown> = {};
  if (typeof payload === 'string' && payload !== '') {
    try {
      const value: unknown = JSON.parse(payload);
      if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, unknown>;
    } catch {
      // A payload that is not JSON carries no reference: the snackbar shows without View.
    }
  }
  return {
    type: typeof type === 'string' ? type : 'GENERAL',
    title,
    body: typeof body === 'string' ? body : '',
    data: parsed,
  };
}

export type WorkerMessage =
  | { kind: 'received'; notification: SnackbarNotification }
  | { kind: 'clicked'; notification: SnackbarNotification };

/** Reads a message event of the service worker; anything else is not ours. */
export function workerMessageOf(message: unknown): WorkerMessage | null {
  if (!message || typeof message !== 'object') return null;
  const { portalPush, portalPushClick } = message as Record<string, unknown>;
  const received = portalPush === undefined ? null : pushNotificationOf(portalPush);
  if (received) return { kind: 'received', notification: received };
  const clicked = portalPushClick === undefined ? null : pushNotificationOf(portalPushClick);
  return clicked ? { kind: 'clicked', notification: clicked } : null;
}
