import { describe, expect, it } from 'vitest';
import { validPushConfig } from './push-config';
import { PUSH_HANDLING_DELAY_MS, pushNotificationOf, workerMessageOf } from './push-messages';

const web = { apiKey: 'k', projectId: 'p', appId: 'a', messagingSenderId: 's', vapidKey: 'v' };

describe('push configuration (spec §5)', () => {
  it('is off by default and with any required field empty', () => {
    expect(validPushConfig({ firebase: null })).toBeNull();
    expect(validPushConfig(undefined)).toBeNull();
    for (const field of ['apiKey', 'projectId', 'appId', 'messagingSenderId', 'vapidKey']) {
      expect(validPushConfig({ firebase: { ...web, [field]: '' } })).toBeNull();
    }
    expect(validPushConfig({ firebase: { ...web, projectId: '   ' } })).toBeNull();
    expect(validPushConfig({ firebase: { ...web, vapidKey: 42 } })).toBeNull();
  });

  it('is on with every field', () => {
    expect(validPushConfig({ firebase: web })).toEqual(web);
  });
});

describe('push message data (spec §3)', () => {
  it('reads type, title, body and the reference from the JSON payload', () => {
    expect(
      pushNotificationOf({ type: 'NEW_ORDER', title: 'New order', body: 'ORD-1', payload: '{"reference":"ORD-1"}' }),
    ).toEqual({ type: 'NEW_ORDER', title: 'New order', body: 'ORD-1', data: { reference: 'ORD-1' } });
  });

  it('survives a payload that is not JSON and ignores messages without a title', () => {
    expect(pushNotificationOf({ type: 'NEW_PACKAGE', title: 'T', payload: 'oops' })?.data).toEqual({});
    expect(pushNotificationOf({ type: 'NEW_ORDER', body: 'x' })).toBeNull();
    expect(pushNotificationOf('text')).toBeNull();
  });

  it('tells the service worker messages apart and ignores foreign ones', () => {
    const data = { type: 'NEW_ORDER', title: 'T', body: 'B', payload: '{"reference":"R"}' };
    expect(workerMessageOf({ portalPush: data })?.kind).toBe('received');
    expect(workerMessageOf({ portalPushClick: data })?.kind).toBe('clicked');
    expect(workerMessageOf({ firebaseMessaging: {} })).toBeNull();
    expect(PUSH_HANDLING_DELAY_MS).toBe(1_000);
  });
});
