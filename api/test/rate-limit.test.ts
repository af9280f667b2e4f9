import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, testConfig } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_MAX: '1000' }) });
});
afterAll(() => t.close());

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
    expect(refused.body).toEqual({
      status: 429,
      message: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
      data: { retry_after: expect.any(Number), reason: 'errors.too_many_requests' },
    });
    // Other routes have their own, larger budget.
    expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
