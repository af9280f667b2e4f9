import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, nextPhone, register, type TestApp, testConfig } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev outbox', () => {
  it('returns the latest code sent to a phone', async () => {
    const phone = nextPhone();
    await register(t.app, phone);
    const answer = await call(t.app, 'GET', `/api/v1/dev/outbox?phone=0${phone.slice(4)}`);
    expect(answer.body).toEqual({
      status: 200,
      message: expect.any(String),
      data: {
        phone,
        code: expect.stringMatching(/^\d{4}$/),
        purpose: 'register',
        created_at: new Date(t.clock.time).toISOString(),
      },
    });
  });

  it('404s for a phone without messages and 422s for a bad phone', async () => {
    const none = await call(t.app, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(nextPhone())}`, {
      headers: { lang: 'en' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.body).toEqual({ status: 404, message: 'No code has been sent to this phone number', data: null });
    const bad = await call(t.app, 'GET', '/api/v1/dev/outbox?phone=12');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['phone']);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      config: testConfig({
        NODE_ENV: 'production',
        CODE_SECRET: 'a-production-secret-of-at-least-32-chars',
        WHATSAPP_TOKEN: 'token',
        WHATSAPP_PHONE_NUMBER_ID: '123',
        WHATSAPP_TEMPLATE_NAME: 'login_code',
        PUBLIC_URL: 'https://portal.example.sa',
        MOYASAR_SECRET_KEY: 'sk_test_x',
        MOYASAR_PUBLISHABLE_KEY: 'pk_test_x',
        MOYASAR_WEBHOOK_SECRET: 'whsec',
      }),
    });
    const answer = await call(production.app, 'GET', '/api/v1/dev/outbox?phone=0501234567');
    await production.close();
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, data: null });
  });
});
