import type { FirebaseWebConfig } from '@portal/shared/contract';

// Spec §4 push token rules and §9 push constants, free of browser globals so every rule is unit-tested with fakes
// (push-registration.test.ts); browser-push.ts binds them to Notification, the service worker and Firebase.
//
// - Permission not granted → no token is requested; console only: 'Unable to get permission to notify.' (§8).
// - Granted → a token is requested; with one it is stored on the user data, and unless already sent to the server
//   a token event follows after 2 s.
// - No token, or an error → the sent-to-server flag is 0; an error also emits an empty-token event.
// - A registration is renewed after 7 days and re-created when the subscription details change.

export const TOKEN_EVENT_DELAY_MS = 2_000;
export const RENEWAL_AFTER_MS = 7 * 24 * 60 * 60 * 1_000;
export const PERMISSION_DENIED_LOG = 'Unable to get permission to notify.';

/** The push subscription details a token was made for (spec §7: endpoint, auth, p256dh). */
export interface SubscriptionDetails {
  endpoint: string;
  auth: string;
  p256dh: string;
}

/** What this browser remembers of its registration (localStorage). */
export interface StoredRegistration {
  token: string;
  createdAt: number;
  subscription: SubscriptionDetails | null;
  /** 1 once the token event reached the server. */
  sentToServer: 0 | 1;
}

export interface PushPlatform {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** A registration token for this browser (creates the push subscription when needed). */
  getToken(config: FirebaseWebConfig): Promise<string | null>;
  /** Drops the browser's token and subscription (before a renewal). */
  deleteToken(config: FirebaseWebConfig): Promise<void>;
  /** The browser's current push subscription details, if any. */
  subscription(): Promise<SubscriptionDetails | null>;
}

export interface PushRuntime {
  platform: PushPlatform;
  load(): StoredRegistration | null;
  save(registration: StoredRegistration | null): void;
  /** Stores the token on the user data (session). */
  storeOnUser(token: string | null): void;
  /** The token on the user data: login info sends it, so this session's server side knows it. */
  userToken(): string | null;
  /** The token event: tells the server ('' = the browser has none). */
  sendToken(token: string): Promise<void>;
  now(): number;
  schedule(run: () => void, delayMs: number): void;
  log(message: string, error?: unknown): void;
}

const sameSubscription = (a: SubscriptionDetails | null, b: SubscriptionDetails | null) =>
  a?.endpoint === b?.endpoint && a?.auth === b?.auth && a?.p256dh === b?.p256dh;

function setSentFlag(runtime: PushRuntime, value: 0 | 1) {
  const stored = runtime.load();
  if (stored) runtime.save({ ...stored, sentToServer: value });
}

function emitTokenEvent(runtime: PushRuntime, token: string) {
  runtime.schedule(() => {
    runtime.sendToken(token).then(
      () => {
        const stored = runtime.load();
        if (stored?.token === token) runtime.save({ ...stored, sentToServer: 1 });
      },
      (error: unknown) => {
        setSentFlag(runtime, 0);
        runtime.log('Push token could not be sent to the server.', error);
      },
    );
  }, TOKEN_EVENT_DELAY_MS);
}

/** The outcome, for the caller and the tests. */
export type RegistrationOutcome = 'no-permission' | 'token' | 'no-token' | 'error';

/** Runs the spec §4 rules once (at sign-in / page load while signed in). */
export async function registerForPush(config: FirebaseWebConfig, runtime: PushRuntime): Promise<RegistrationOutcome> {
  const { platform } = runtime;
  let permission = platform.permission();
  if (permission === 'default') permission = await platform.requestPermission().catch(() => 'denied' as const);
  if (permission !== 'granted') {
    runtime.log(PERMISSION_DENIED_LOG);
    setSentFlag(runtime, 0);
    return 'no-permission';
  }
  try {
    let stored = runtime.load();
    const current = await platform.subscription();
    const expired = stored !== null && runtime.now() - stored.createdAt >= RENEWAL_AFTER_MS;
    const changed = stored !== null && !sameSubscription(stored.subscription, current);
    if (expired || changed) {
      // Renewal (7 days) or re-creation (the subscription changed): a new token, to be sent again.
      await platform.deleteToken(config);
      stored = null;
      runtime.save(null);
    }
    const token = await platform.getToken(config);
    if (!token) {
      runtime.save(stored ? { ...stored, sentToServer: 0 } : null);
      runtime.storeOnUser(null);
      return 'no-token';
    }
    const keep = stored?.token === token;
    // "Sent" is per session on the server: a new sign-in (user data without the token) sends it again.
    const sent = keep && stored!.sentToServer === 1 && runtime.userToken() === token;
    const registration: StoredRegistration = {
      token,
      createdAt: keep ? stored!.createdAt : runtime.now(),
      subscription: await platform.subscription(),
      sentToServer: sent ? 1 : 0,
    };
    runtime.save(registration);
    runtime.storeOnUser(token);
    if (registration.sentToServer !== 1) emitTokenEvent(runtime, token);
    return 'token';
  } catch (error) {
    // §8: console only, no message to the user.
    runtime.log('An error occurred while retrieving the push token.', error);
    setSentFlag(runtime, 0);
    runtime.storeOnUser(null);
    emitTokenEvent(runtime, '');
    return 'error';
  }
}
