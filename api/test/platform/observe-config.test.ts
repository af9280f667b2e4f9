import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/config';
import { configProblems } from '../support/config-problems';

// The settings of health, readiness and metrics (issue 24.5).

const LOCAL = { CODE_SENDER: 'outbox', PAYMENT_GATEWAY: 'test' };

const problems = (env: Record<string, string>) => configProblems({ ...LOCAL, ...env });

describe('observe settings', () => {
  it('have loopback-only metrics and a 2 s readiness budget by default', () => {
    expect(loadConfig(LOCAL).observe).toEqual({ metricsToken: null, readyTimeoutMs: 2000 });
    const set = loadConfig({ ...LOCAL, METRICS_TOKEN: ' a-long-enough-token ', READY_TIMEOUT_MS: '500' });
    expect(set.observe).toEqual({ metricsToken: 'a-long-enough-token', readyTimeoutMs: 500 });
  });

  it('refuse a guessable token and a readiness budget of nothing', () => {
    expect(problems({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN must be at least 16 characters']);
    expect(problems({ READY_TIMEOUT_MS: '0' })).toEqual(['READY_TIMEOUT_MS must be at least 1']);
    expect(problems({ READY_TIMEOUT_MS: 'soon' })).toEqual([
      'READY_TIMEOUT_MS must be a non-negative integer (got "soon")',
    ]);
  });
});
