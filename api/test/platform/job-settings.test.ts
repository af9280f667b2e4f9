import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import { cronEvery } from '../../src/platform/jobs/cron-every';

// Issue 24.2: the job queue's settings and how the app's periods become the queue's cron schedules.

const LOCAL = { CODE_SENDER: 'outbox', PAYMENT_GATEWAY: 'test' };

describe('job queue settings', () => {
  it('works the queue by default, polling every second and checking schedules every 30 s', () => {
    expect(loadConfig(LOCAL).jobs).toEqual({ workers: true, pollMs: 1_000, cronCheckSeconds: 30 });
    expect(loadConfig({ ...LOCAL, JOB_WORKERS: 'false', JOB_POLL_MS: '500' }).jobs).toMatchObject({
      workers: false,
      pollMs: 500,
    });
  });

  it('refuses a poll faster than 500 ms, a schedule check under a second and a workers flag that is no boolean', () => {
    try {
      loadConfig({ ...LOCAL, JOB_POLL_MS: '100', JOB_CRON_CHECK_SECONDS: '0', JOB_WORKERS: 'sometimes' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'JOB_POLL_MS must be at least 500 (got 100)',
        'JOB_CRON_CHECK_SECONDS must be at least 1 (got 0)',
        'JOB_WORKERS must be "true" or "false" (got "sometimes")',
      ]);
    }
  });
});

describe('cronEvery', () => {
  it('rounds a period to whole minutes (at least one), then hours, at most a day', () => {
    expect(cronEvery(1_000)).toBe('* * * * *');
    expect(cronEvery(60_000)).toBe('* * * * *');
    expect(cronEvery(5 * 60_000)).toBe('*/5 * * * *');
    expect(cronEvery(59 * 60_000)).toBe('*/59 * * * *');
    expect(cronEvery(60 * 60_000)).toBe('0 * * * *');
    expect(cronEvery(6 * 60 * 60_000)).toBe('0 */6 * * *');
    expect(cronEvery(48 * 60 * 60_000)).toBe('0 0 * * *');
  });
});
