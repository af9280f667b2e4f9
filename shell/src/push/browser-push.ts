import { callEndpoint, readStoredValue, session, writeStoredValue } from '@portal/shared';
import { type FirebaseWebConfig, PUSH_ENDPOINTS } from '@portal/shared/contract';
import { portalFirebaseApp } from './firebase-app';
import type { PushPlatform, PushRuntime, StoredRegistration, SubscriptionDetails } from './push-registration';

// The browser side of the push rules: Notification, the service worker (/firebase-messaging-sw.js) and Firebase
// Messaging for the token. Firebase is imported here lazily — only when push is configured and permitted — so
// it never weighs on /login or on a portal without push.

const SERVICE_WORKER_URL = '/firebase-messaging-sw.js';
const STORAGE_KEY = 'pushRegistration';

const base64 = (buffer: ArrayBuffer | null) =>
  buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/=+$/, '') : '';

/** Whether this browser can do web push at all (no support: push stays off, quietly). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

function browserPlatform(): PushPlatform {
  const registration = () => navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const messaging = async (config: FirebaseWebConfig) => {
    const [app, firebaseMessaging] = await Promise.all([portalFirebaseApp(config), import('firebase/messaging')]);
    return { messaging: firebaseMessaging.getMessaging(app), api: firebaseMessaging };
  };
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    async getToken(config) {
      const { messaging: m, api: fm } = await messaging(config);
      return (
        (await fm.getToken(m, { vapidKey: config.vapidKey, serviceWorkerRegistration: await registration() })) || null
      );
    },
    async deleteToken(config) {
      const { messaging: m, api: fm } = await messaging(config);
      await fm.deleteToken(m).catch(() => false);
    },
    async subscription(): Promise<SubscriptionDetails | null> {
      const current = await (await registration()).pushManager.getSubscription();
      if (!current) return null;
      return {
        endpoint: current.endpoint,
        auth: base64(current.getKey('auth')),
        p256dh: base64(current.getKey('p256dh')),
      };
    },
  };
}

export function browserPushRuntime(): PushRuntime {
  return {
    platform: browserPlatform(),
    load: () => readStoredValue<StoredRegistration | null>(STORAGE_KEY, null),
    save: (registration) => writeStoredValue(STORAGE_KEY, registration),
    storeOnUser: (token) => session.setPushToken(token),
    userToken: () => session.getState().user?.fcm_token ?? null,
    sendToken: (token) =>
      callEndpoint(PUSH_ENDPOINTS.saveToken, { body: { fcm_token: token } }, { silent: true }).then(() => {}),
    now: () => Date.now(),
    schedule: (run, delayMs) => void setTimeout(run, delayMs),
    // §8: push problems go to the console only.
    log: (message, error) => (error === undefined ? console.log(message) : console.log(message, error)),
  };
}
