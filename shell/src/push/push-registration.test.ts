import type { FirebaseWebConfig } from '@portal/shared/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PERMISSION_DENIED_LOG,
  type PushPlatform,
  type PushRuntime,
  RENEWAL_AFTER_MS,
  registerForPush,
  type StoredRegistration,
  type SubscriptionDetails,
  TOKEN_EVENT_DELAY_MS,
} from './push-registration';

// Spec §4 push token rules with fakes of the browser push APIs: Notification permission, the service worker's
// push subscription and Firebase Messaging's token. No network, no real timers.

const config: FirebaseWebConfig = {
  apiKey: 'key',
  projectId: 'portal-test',
  appId: '1:1:web:1',
  messagingSenderId: '1',
  vapidKey: 'vapid',
};

/** Fake Notification + serviceWorker.pushManager + messaging.getToken/deleteToken. */
class FakePlatform implements PushPlatform {
  current: NotificationPermission = 'granted';
  answerToRequest: NotificationPermission = 'granted';
  requests = 0;
  tokenRequests = 0;
  deletions = 0;
  nextToken: string | null = 'token-1';
  failure: Error | null = null;
  sub: SubscriptionDetails | null = { endpoint: 'https://push.example/1', auth: 'a1', p256dh: 'p1' };
  permission() {
    return this.current;
  }
  async requestPermission() {
    this.requests += 1;
    this.current = this.answerToRequest;
    return this.current;
  }
  async getToken() {
    this.tokenRequests += 1;
    if (this.failure) throw this.failure;
    return this.nextToken;
  }
  async deleteToken() {
    this.deletions += 1;
  }
  async subscription() {
    return this.sub;
  }
}

class FakeRuntime implements PushRuntime {
  platform = new FakePlatform();
  stored: StoredRegistration | null = null;
  onUser: string | null = null;
  sent: string[] = [];
  sendFails = false;
  logs: string[] = [];
  clock = 1_000_000;
  timers: { at: number; run: () => void }[] = [];
  load() {
    return this.stored;
  }
  save(registration: StoredRegistration | null) {
    this.stored = registration;
  }
  storeOnUser(token: string | null) {
    this.onUser = token;
  }
  userToken() {
    return this.onUser;
  }
  async sendToken(token: string) {
    this.sent.push(token);
    if (this.sendFails) throw new Error('offline');
  }
  now() {
    return this.clock;
  }
  schedule(run: () => void, delayMs: number) {
    this.timers.push({ at: this.clock + delayMs, run });
  }
  log(message: string) {
    this.logs.push(message);
  }
  /** Moves the clock and runs the timers that are due (then lets their promises settle). */
  async advance(ms: number) {
    this.clock += ms;
    const due = this.timers.filter((timer) => timer.at <= this.clock);
    this.timers = this.timers.filter((timer) => timer.at > this.clock);
    for (const timer of due) timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

let runtime: FakeRuntime;
/** A token this browser already registered and sent to the server, on the current subscription. */
function storeSentToken(token: string) {
  runtime.stored = { token, createdAt: runtime.clock, subscription: runtime.platform.sub, sentToServer: 1 };
}
beforeEach(() => {
  runtime = new FakeRuntime();
});

describe('push permission', () => {
  it('requests no token without permission and logs the spec message to the console only', async () => {
    runtime.platform.current = 'denied';
    expect(await registerForPush(config, runtime)).toBe('no-permission');
    expect(runtime.platform.tokenRequests).toBe(0);
    expect(runtime.logs).toEqual([PERMISSION_DENIED_LOG]);
    expect(PERMISSION_DENIED_LOG).toBe('Unable to get permission to notify.');
    expect(runtime.sent).toEqual([]);
  });

  it('asks once when the user has not decided; a refusal requests no token', async () => {
    runtime.platform.current = 'default';
    runtime.platform.answerToRequest = 'denied';
    expect(await registerForPush(config, runtime)).toBe('no-permission');
    expect(runtime.platform.requests).toBe(1);
    expect(runtime.platform.tokenRequests).toBe(0);
  });

  it('sets the sent flag to 0 when permission is withdrawn later', async () => {
    storeSentToken('t');
    runtime.platform.current = 'denied';
    await registerForPush(config, runtime);
    expect(runtime.stored?.sentToServer).toBe(0);
  });
});

describe('push token', () => {
  it('stores the token on the user data and sends the token event after 2 s', async () => {
    runtime.platform.current = 'default';
    expect(await registerForPush(config, runtime)).toBe('token');
    expect(runtime.onUser).toBe('token-1');
    expect(runtime.sent).toEqual([]);
    await runtime.advance(TOKEN_EVENT_DELAY_MS - 1);
    expect(runtime.sent).toEqual([]);
    await runtime.advance(1);
    expect(runtime.sent).toEqual(['token-1']);
    expect(runtime.stored).toMatchObject({ token: 'token-1', sentToServer: 1 });
    expect(TOKEN_EVENT_DELAY_MS).toBe(2_000);
  });

  it('sends no token event when this token was already sent to the server', async () => {
    storeSentToken('token-1');
    runtime.onUser = 'token-1';
    await registerForPush(config, runtime);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.sent).toEqual([]);
    expect(runtime.onUser).toBe('token-1');
  });

  it('sends it again after a new sign-in (the user data lost the token at sign-out)', async () => {
    storeSentToken('token-1');
    runtime.onUser = null;
    await registerForPush(config, runtime);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.sent).toEqual(['token-1']);
  });

  it('sends the event again when the earlier one did not reach the server', async () => {
    runtime.sendFails = true;
    await registerForPush(config, runtime);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.stored?.sentToServer).toBe(0);
    runtime.sendFails = false;
    await registerForPush(config, runtime);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.sent).toEqual(['token-1', 'token-1']);
    expect(runtime.stored?.sentToServer).toBe(1);
  });

  it('with no token: the sent flag is 0 and no event is sent', async () => {
    storeSentToken('old');
    runtime.platform.nextToken = null;
    expect(await registerForPush(config, runtime)).toBe('no-token');
    expect(runtime.stored?.sentToServer).toBe(0);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.sent).toEqual([]);
  });

  it('on error: the sent flag is 0, the error is logged and an empty-token event is sent', async () => {
    storeSentToken('old');
    runtime.platform.failure = new Error('messaging/permission-blocked');
    expect(await registerForPush(config, runtime)).toBe('error');
    expect(runtime.stored?.sentToServer).toBe(0);
    expect(runtime.logs).toHaveLength(1);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.sent).toEqual(['']);
  });
});

describe('push registration renewal', () => {
  it('keeps a registration younger than 7 days', async () => {
    await registerForPush(config, runtime);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    runtime.clock += RENEWAL_AFTER_MS - TOKEN_EVENT_DELAY_MS - 1;
    await registerForPush(config, runtime);
    expect(runtime.platform.deletions).toBe(0);
    expect(RENEWAL_AFTER_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it('renews it after 7 days: a new token, sent again', async () => {
    await registerForPush(config, runtime);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    runtime.clock += RENEWAL_AFTER_MS;
    runtime.platform.nextToken = 'token-2';
    await registerForPush(config, runtime);
    expect(runtime.platform.deletions).toBe(1);
    expect(runtime.stored).toMatchObject({ token: 'token-2', createdAt: runtime.clock, sentToServer: 0 });
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.sent).toEqual(['token-1', 'token-2']);
    expect(runtime.onUser).toBe('token-2');
  });

  it('re-creates it when the subscription details change', async () => {
    await registerForPush(config, runtime);
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    runtime.platform.sub = { endpoint: 'https://push.example/2', auth: 'a2', p256dh: 'p2' };
    runtime.platform.nextToken = 'token-3';
    await registerForPush(config, runtime);
    expect(runtime.platform.deletions).toBe(1);
    expect(runtime.stored?.subscription?.endpoint).toBe('https://push.example/2');
    await runtime.advance(TOKEN_EVENT_DELAY_MS);
    expect(runtime.sent).toEqual(['token-1', 'token-3']);
  });
});
