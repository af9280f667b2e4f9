import type { FirebaseWebConfig } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { announceStart, type StartEvent } from './start-event';

// Spec §7's analytics start event: user id and name, once per signed-in user and page load, and only where
// analytics is configured (a measurement id in the API's Firebase settings). Firebase itself needs Google's
// servers, so the test records what would be sent.

const web: FirebaseWebConfig = { apiKey: 'k', projectId: 'p', appId: 'a', messagingSenderId: 's', vapidKey: 'v' };

function recorder() {
  const sent: { measurementId: string; event: StartEvent }[] = [];
  const send = async (config: { measurementId: string }, event: StartEvent) => {
    sent.push({ measurementId: config.measurementId, event });
  };
  return { sent, send };
}

describe('the analytics start event', () => {
  it('sends user_id and user_name once per user where analytics is configured', async () => {
    const { sent, send } = recorder();
    const config = { ...web, measurementId: 'G-TEST1' };
    expect(await announceStart(config, { id: 'u-1', name: 'Sara Al-Qahtani' }, send)).toBe(true);
    expect(await announceStart(config, { id: 'u-1', name: 'Sara Al-Qahtani' }, send)).toBe(false);
    // Another member signing in on the same page is a start of their own.
    expect(await announceStart(config, { id: 'u-2', name: 'Omar' }, send)).toBe(true);
    expect(sent).toEqual([
      { measurementId: 'G-TEST1', event: { user_id: 'u-1', user_name: 'Sara Al-Qahtani' } },
      { measurementId: 'G-TEST1', event: { user_id: 'u-2', user_name: 'Omar' } },
    ]);
  });

  it('sends nothing without a measurement id, a Firebase app or a signed-in user', async () => {
    const { sent, send } = recorder();
    expect(await announceStart(web, { id: 'u-3', name: 'Nora' }, send)).toBe(false);
    expect(await announceStart(null, { id: 'u-3', name: 'Nora' }, send)).toBe(false);
    expect(await announceStart({ ...web, measurementId: 'G-TEST1' }, null, send)).toBe(false);
    expect(sent).toEqual([]);
  });
});
