import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../support/error-envelope';
import { call, createTestApp, type TestApp, testConfig, useTestApp } from '../support/harness';

const t = useTestApp({ config: testConfig({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_MAX: '1000' }) });

describe('per-IP rate limits', () => {
  it('refuses auth calls past the limit with the envelope', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await call(t.app, 'POST', '/api/v1/auth/phone/check', { body: { phone: '0501234567' } });
      expect(answer.statusCode).toBe(200);
    }
    const refused = await call(t.app, 'POST', '/api/v1/auth/phone/check', {
      body: { phone: '0501234567' },
      headers: { lang: 'en' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual(
      errorEnvelope(429, expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/), {
        retry_after: expect.any(Number),
        reason: 'errors.too_many_requests',
      }),
    );
    // Other routes have their own, larger budget.
    expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('rate limits run before authentication (issue 16.4)', () => {
  it('count requests answered 401 and 403', async () => {
    const limited = await createTestApp({ config: testConfig({ RATE_LIMIT_MAX: '3', RATE_LIMIT_AUTH_MAX: '1000' }) });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await call(limited.app, 'GET', '/api/v1/auth/user/sessions')).statusCode).toBe(401);
      }
      const refused = await call(limited.app, 'GET', '/api/v1/auth/user/sessions');
      expect(refused.statusCode).toBe(429);
      expect(refused.body.data.reason).toBe('errors.too_many_requests');
      // A wrong token is refused by the limit before it is even looked up.
      const wrongToken = await call(limited.app, 'GET', '/api/v1/company/branch', { token: 'x'.repeat(43) });
      expect(wrongToken.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('X-Forwarded-For (issue 16.4)', () => {
  const spoofed = (app: TestApp['app'], forwardedFor: string) =>
    call(app, 'POST', '/api/v1/auth/phone/check', {
      body: { phone: '0501234567' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('is ignored unless TRUST_PROXY lists the peer', async () => {
    for (const trust of [undefined, '10.0.0.1']) {
      const app = await createTestApp({
        config: testConfig({ RATE_LIMIT_AUTH_MAX: '2', ...(trust ? { TRUST_PROXY: trust } : {}) }),
      });
      try {
        expect((await spoofed(app.app, '198.51.100.1')).statusCode).toBe(200);
        expect((await spoofed(app.app, '198.51.100.2')).statusCode).toBe(200);
        // A new forged address every time does not buy a new budget.
        expect((await spoofed(app.app, '198.51.100.3')).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    }
  });

  it('names the client when the peer is a listed proxy', async () => {
    const app = await createTestApp({ config: testConfig({ RATE_LIMIT_AUTH_MAX: '2', TRUST_PROXY: 'loopback' }) });
    try {
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await spoofed(app.app, client)).statusCode).toBe(200);
      }
      expect((await spoofed(app.app, '198.51.100.1')).statusCode).toBe(200);
      expect((await spoofed(app.app, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
