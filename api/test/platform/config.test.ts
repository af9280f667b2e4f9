import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_CODE_SECRET, isLoopbackHost, loadConfig } from '../../src/platform/config/config';
import {
  configProblems,
  LOCAL_SETTINGS as LOCAL,
  MOYASAR_SETTINGS as MOYASAR,
  PRODUCTION_SETTINGS,
  WHATSAPP_SETTINGS as WHATSAPP,
} from '../support/config-problems';

const problems = configProblems;

describe('config', () => {
  it('has development defaults once the local development facilities are chosen', () => {
    const config = loadConfig(LOCAL);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8090,
      host: '127.0.0.1',
      databaseUrl: null,
      codeSender: 'outbox',
      codeSecret: DEV_CODE_SECRET,
      apiDocs: true,
    });
    expect(config.dataDir).toMatch(/\.data[/\\]pglite$/);
    expect(config.whatsapp.apiUrl).toBe('https://graph.facebook.com/v21.0');
  });

  it('refuses to start in production without WhatsApp and a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', CODE_SENDER: 'outbox' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'CODE_SECRET (at least 32 characters) is required in production',
        'MOYASAR_SECRET_KEY is required when PAYMENT_GATEWAY=moyasar (PAYMENT_GATEWAY is unset; PAYMENT_GATEWAY=test is for local development)',
        'MOYASAR_PUBLISHABLE_KEY is required when PAYMENT_GATEWAY=moyasar (PAYMENT_GATEWAY is unset; PAYMENT_GATEWAY=test is for local development)',
        'MOYASAR_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=moyasar (PAYMENT_GATEWAY is unset; PAYMENT_GATEWAY=test is for local development)',
        'PUBLIC_URL (https://…) is required in production',
        'EINVOICING_UNIT (the e-invoicing unit id) is required in production',
        'EINVOICING_SELLER_VAT_NUMBER (the VAT number the unit is registered for) is required in production',
        "EINVOICING_CERTIFICATE and EINVOICING_PRIVATE_KEY (or their _FILE forms: the unit's ZATCA certificate and its secp256k1 key) are required in production",
        'FATOORA_BASE_URL, FATOORA_BINARY_SECURITY_TOKEN, FATOORA_SECRET are required in production',
        'CODE_SENDER must be "whatsapp" when NODE_ENV=production',
      ]);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_SECRET: 'x'.repeat(32) })).toThrow(
      /WHATSAPP_TOKEN is required when CODE_SENDER=whatsapp/,
    );
  });

  it('accepts a complete production setup', () => {
    const config = loadConfig({
      ...PRODUCTION_SETTINGS,
      PORT: '9000',
      DATABASE_URL: 'postgres://db/portal',
      PUBLIC_URL: 'https://portal.example.sa/',
      MOYASAR_SECRET_KEY: 'sk_live_x',
    });
    expect(config).toMatchObject({
      codeSender: 'whatsapp',
      port: 9000,
      databaseUrl: 'postgres://db/portal',
      apiDocs: false,
    });
    expect(config.payments).toMatchObject({
      gateway: 'moyasar',
      publicUrl: 'https://portal.example.sa',
      moyasar: { apiUrl: 'https://api.moyasar.com/v1', secretKey: 'sk_live_x' },
    });
  });

  it('never runs the test payment gateway in production, and needs the Moyasar keys there', () => {
    const { MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY, MOYASAR_WEBHOOK_SECRET, ...production } = PRODUCTION_SETTINGS;
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'test' })).toThrow(
      /PAYMENT_GATEWAY=test is not allowed when NODE_ENV=production/,
    );
    expect(() => loadConfig(production)).toThrow(/MOYASAR_SECRET_KEY is required when PAYMENT_GATEWAY=moyasar/);
    expect(loadConfig(LOCAL).payments.gateway).toBe('test');
  });

  it('fails closed without NODE_ENV: unset CODE_SENDER and PAYMENT_GATEWAY mean the real ones (issue 16.1)', () => {
    expect(problems({})).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID is required when CODE_SENDER=whatsapp (CODE_SENDER is unset; CODE_SENDER=outbox is for local development)',
      'WHATSAPP_TOKEN is required when CODE_SENDER=whatsapp (CODE_SENDER is unset; CODE_SENDER=outbox is for local development)',
      'WHATSAPP_TEMPLATE_NAME is required when CODE_SENDER=whatsapp (CODE_SENDER is unset; CODE_SENDER=outbox is for local development)',
      'MOYASAR_SECRET_KEY is required when PAYMENT_GATEWAY=moyasar (PAYMENT_GATEWAY is unset; PAYMENT_GATEWAY=test is for local development)',
      'MOYASAR_PUBLISHABLE_KEY is required when PAYMENT_GATEWAY=moyasar (PAYMENT_GATEWAY is unset; PAYMENT_GATEWAY=test is for local development)',
      'MOYASAR_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=moyasar (PAYMENT_GATEWAY is unset; PAYMENT_GATEWAY=test is for local development)',
    ]);
    const config = loadConfig({ ...WHATSAPP, ...MOYASAR });
    expect(config).toMatchObject({ nodeEnv: 'development', codeSender: 'whatsapp', payments: { gateway: 'moyasar' } });
  });

  it('refuses the outbox sender and the test gateway on an address other machines can reach', () => {
    expect(problems({ ...LOCAL, HOST: '0.0.0.0' })).toEqual([
      'CODE_SENDER=outbox is allowed only on a loopback HOST (got "0.0.0.0")',
      'PAYMENT_GATEWAY=test is allowed only on a loopback HOST (got "0.0.0.0")',
    ]);
    expect(problems({ CODE_SENDER: 'outbox', ...MOYASAR, HOST: '10.0.0.5' })).toEqual([
      'CODE_SENDER=outbox is allowed only on a loopback HOST (got "10.0.0.5")',
    ]);
    expect(problems({ PAYMENT_GATEWAY: 'test', ...WHATSAPP, HOST: '::' })).toEqual([
      'PAYMENT_GATEWAY=test is allowed only on a loopback HOST (got "::")',
    ]);
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ ...LOCAL, HOST: host }).host).toBe(host);
    }
    // The real sender and gateway may listen anywhere.
    expect(loadConfig({ ...WHATSAPP, ...MOYASAR, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('recognises loopback addresses only', () => {
    for (const host of ['127.0.0.1', '127.255.255.254', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', '127.0.0.256', 'localhost.evil.example', '']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('turns the API docs off in production unless API_DOCS enables them', () => {
    expect(loadConfig({ ...LOCAL, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(problems({ ...LOCAL, API_DOCS: 'yes' })).toEqual(['API_DOCS must be "true" or "false" (got "yes")']);
  });

  it('has session lifetimes of 12 h idle and 30 days absolute unless configured, and refuses nonsense (issue 16.7)', () => {
    expect(loadConfig(LOCAL).sessions).toEqual({ idleMs: 12 * 3_600_000, absoluteMs: 30 * 86_400_000 });
    expect(loadConfig({ ...LOCAL, SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_DAYS: '7' }).sessions).toEqual({
      idleMs: 30 * 60_000,
      absoluteMs: 7 * 86_400_000,
    });
    expect(problems({ ...LOCAL, SESSION_IDLE_MINUTES: '0' })).toEqual(['SESSION_IDLE_MINUTES must be at least 1']);
    expect(problems({ ...LOCAL, SESSION_ABSOLUTE_DAYS: '-1' })).toEqual([
      'SESSION_ABSOLUTE_DAYS must be a non-negative integer (got "-1")',
    ]);
    expect(problems({ ...LOCAL, SESSION_IDLE_MINUTES: String(2 * 24 * 60), SESSION_ABSOLUTE_DAYS: '1' })).toEqual([
      'SESSION_IDLE_MINUTES must not exceed SESSION_ABSOLUTE_DAYS',
    ]);
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY lists, never from every peer (issue 16.4)', () => {
    expect(loadConfig(LOCAL).trustProxy).toBe(false);
    expect(loadConfig({ ...LOCAL, TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const everyone of ['true', '1', '0.0.0.0/33', 'proxy.example']) {
      expect(problems({ ...LOCAL, TRUST_PROXY: everyone })).toEqual([
        expect.stringMatching(/^TRUST_PROXY lists the proxies' addresses or CIDR ranges/),
      ]);
    }
  });

  it('waits 60 s between login codes unless LOGIN_CODE_RESEND_SECONDS says otherwise, within 10–600 s', () => {
    expect(loadConfig(LOCAL).codeResendSeconds).toBe(60);
    expect(loadConfig({ ...LOCAL, LOGIN_CODE_RESEND_SECONDS: '15' }).codeResendSeconds).toBe(15);
    expect(problems({ ...LOCAL, LOGIN_CODE_RESEND_SECONDS: '2' })).toEqual([
      'LOGIN_CODE_RESEND_SECONDS must be between 10 and 600 (got 2)',
    ]);
  });

  it('reports bad numbers', () => {
    expect(() => loadConfig({ ...LOCAL, PORT: 'eighty' })).toThrow(/PORT must be a non-negative integer/);
  });

  it('keeps WhatsApp order messages, e-mail and web push off unless configured (issue 12)', () => {
    expect(loadConfig(LOCAL).outbound).toMatchObject({ whatsappOrders: null, smtp: null, firebase: null });
    const on = loadConfig({
      ...LOCAL,
      WHATSAPP_ORDER_NOTIFICATIONS: 'true',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'portal@example.test',
    }).outbound;
    expect(on.whatsappOrders?.templates).toEqual({
      created: 'order_created',
      onTheWay: 'order_on_the_way',
      completed: 'order_completed',
    });
    expect(on.smtp).toEqual({ url: 'smtp://mail.example:587', from: 'portal@example.test' });
    expect(problems({ ...LOCAL, WHATSAPP_ORDER_NOTIFICATIONS: 'true' })).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID is required when WHATSAPP_ORDER_NOTIFICATIONS=true',
      'WHATSAPP_TOKEN is required when WHATSAPP_ORDER_NOTIFICATIONS=true',
    ]);
    expect(problems({ ...LOCAL, SMTP_URL: 'mail.example' })).toEqual([
      'SMTP_URL must start with smtp:// or smtps://',
      'MAIL_FROM is required when SMTP_URL is set',
    ]);
  });

  it('needs every Firebase setting for web push (spec §5: non-empty project id, api key, app id, sender id, vapid key)', () => {
    const firebase = {
      FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}',
      FIREBASE_WEB_API_KEY: 'k',
      FIREBASE_WEB_PROJECT_ID: 'p',
      FIREBASE_WEB_APP_ID: 'a',
      FIREBASE_WEB_SENDER_ID: 's',
      FIREBASE_WEB_VAPID_KEY: 'v',
    };
    expect(loadConfig({ ...LOCAL, ...firebase }).outbound.firebase?.web).toEqual({
      apiKey: 'k',
      projectId: 'p',
      appId: 'a',
      messagingSenderId: 's',
      vapidKey: 'v',
    });
    for (const name of Object.keys(firebase)) {
      expect(problems({ ...LOCAL, ...firebase, [name]: ' ' })).toEqual([
        `Web push needs every Firebase setting; missing: ${name}`,
      ]);
    }
    // Analytics (spec §7's start event) is optional: its measurement id joins the web app's settings when given.
    expect(
      loadConfig({ ...LOCAL, ...firebase, FIREBASE_WEB_MEASUREMENT_ID: ' G-TEST1 ' }).outbound.firebase?.web,
    ).toMatchObject({ apiKey: 'k', measurementId: 'G-TEST1' });
    expect(loadConfig({ ...LOCAL, ...firebase }).outbound.firebase?.web).not.toHaveProperty('measurementId');
    expect(problems({ ...LOCAL, ...firebase, FIREBASE_SERVICE_ACCOUNT: 'path.json' })).toEqual([
      'FIREBASE_SERVICE_ACCOUNT must be the service account JSON (one line)',
    ]);
  });
});
