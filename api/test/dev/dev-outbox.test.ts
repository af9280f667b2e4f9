import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError } from '../../src/platform/config/config';
import { outboxMessages } from '../../src/platform/db/schema/index';
import { FATOORA_SETTINGS, STAMP_SETTINGS } from '../support/config-problems';
import { errorEnvelope } from '../support/error-envelope';
import { call, createTestApp, nextPhone, register, type TestApp, testConfig, useTestApp } from '../support/harness';

const REAL_SENDER = {
  CODE_SENDER: 'whatsapp',
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '123',
  WHATSAPP_TEMPLATE_NAME: 'login_code',
};
const REAL_GATEWAY = {
  PAYMENT_GATEWAY: 'moyasar',
  MOYASAR_SECRET_KEY: 'sk_test_x',
  MOYASAR_PUBLISHABLE_KEY: 'pk_test_x',
  MOYASAR_WEBHOOK_SECRET: 'whsec',
};
/** A code waiting in the outbox table, so only a missing route (not a missing message) answers 404. */
async function codeInOutbox(app: TestApp): Promise<string> {
  const phone = nextPhone();
  await app.database.db.insert(outboxMessages).values({
    channel: 'whatsapp',
    recipient: phone,
    template: 'login_code',
    body: { code: '1234', purpose: 'login', lang: 'ar' },
    createdAt: new Date(app.clock.time),
  });
  return `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`;
}
// A malformed session id: 422 from the route when it exists, 404 when it does not.
const TEST_GATEWAY_URL = '/api/v1/public/test-gateway/sessions/not-a-session';

const PRODUCTION = {
  ...REAL_SENDER,
  ...REAL_GATEWAY,
  NODE_ENV: 'production',
  CODE_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://portal.example.sa',
  // Production refuses to start without its e-invoicing unit (issue 31.1, ADR 0054).
  EINVOICING_UNIT: 'riyadh-portal-1',
  EINVOICING_SELLER_VAT_NUMBER: '310122393500003',
  ...STAMP_SETTINGS,
  // And without the Fatoora that clears its invoices (issue 31.5, ADR 0062).
  ...FATOORA_SETTINGS,
};

const t = useTestApp();

describe('dev outbox', () => {
  it('answers a code from the outbox table and checks the test gateway id when both are chosen', async () => {
    expect((await call(t.app, 'GET', await codeInOutbox(t))).body.data.code).toBe('1234');
    expect((await call(t.app, 'GET', TEST_GATEWAY_URL)).statusCode).toBe(422);
  });

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
    expect(none.body).toEqual(errorEnvelope(404, 'No code has been sent to this phone number'));
    const bad = await call(t.app, 'GET', '/api/v1/dev/outbox?phone=12');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['phone']);
  });

  it('does not exist in production, nor the test gateway, nor the docs page unless API_DOCS enables it', async () => {
    const production = await createTestApp({ config: testConfig(PRODUCTION) });
    const outbox = await call(production.app, 'GET', await codeInOutbox(production));
    const gateway = await call(production.app, 'GET', TEST_GATEWAY_URL);
    const docs = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
    // The development seed (issue 24.1: `npm run seed` beside a running embedded API) is the outbox's sibling.
    const seed = await call(production.app, 'POST', '/api/v1/dev/seed');
    await production.close();
    expect(seed.statusCode).toBe(404);
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).toMatchObject({ status: 404, data: null });
    expect(gateway.statusCode).toBe(404);
    expect(docs.statusCode).toBe(404);

    const documented = await createTestApp({ config: testConfig({ ...PRODUCTION, API_DOCS: 'true' }) });
    const enabled = await documented.app.inject({ method: 'GET', url: '/api/docs/json' });
    await documented.close();
    expect(enabled.statusCode).toBe(200);
  });

  it('does not exist without CODE_SENDER=outbox, even with NODE_ENV unset (issue 16.1)', async () => {
    const unset = await createTestApp({ config: testConfig({ NODE_ENV: '', ...REAL_SENDER, ...REAL_GATEWAY }) });
    expect(unset.app.config.nodeEnv).toBe('development');
    const outbox = await call(unset.app, 'GET', await codeInOutbox(unset));
    const gateway = await call(unset.app, 'GET', TEST_GATEWAY_URL);
    const docs = await unset.app.inject({ method: 'GET', url: '/api/docs/json' });
    await unset.close();
    expect(outbox.statusCode).toBe(404);
    expect(gateway.statusCode).toBe(404);
    expect(docs.statusCode).toBe(200);
  });

  it('refuses to build an app whose configuration puts the outbox or test gateway off loopback or in production', async () => {
    const local = testConfig();
    await expect(buildApp({ config: { ...local, host: '0.0.0.0' }, logger: false })).rejects.toThrow(ConfigError);
    await expect(buildApp({ config: { ...local, nodeEnv: 'production' }, logger: false })).rejects.toThrow(
      /CODE_SENDER must be "whatsapp" when NODE_ENV=production/,
    );
  });
});
