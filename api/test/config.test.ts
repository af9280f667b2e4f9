import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_CODE_SECRET, loadConfig } from '../src/config/config';

describe('config', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8090,
      host: '127.0.0.1',
      databaseUrl: null,
      codeSender: 'outbox',
      codeSecret: DEV_CODE_SECRET,
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
        'CODE_SENDER must be "whatsapp" when NODE_ENV=production',
        'CODE_SECRET (at least 32 characters) is required in production',
        'MOYASAR_SECRET_KEY is required when PAYMENT_GATEWAY=moyasar',
        'MOYASAR_PUBLISHABLE_KEY is required when PAYMENT_GATEWAY=moyasar',
        'MOYASAR_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=moyasar',
        'PUBLIC_URL (https://…) is required in production',
      ]);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_SECRET: 'x'.repeat(32) })).toThrow(
      /WHATSAPP_TOKEN is required when CODE_SENDER=whatsapp/,
    );
  });

  it('accepts a complete production setup', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      CODE_SECRET: 'x'.repeat(32),
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_TEMPLATE_NAME: 'login_code',
      PORT: '9000',
      DATABASE_URL: 'postgres://db/portal',
      PUBLIC_URL: 'https://portal.example.sa/',
      MOYASAR_SECRET_KEY: 'sk_live_x',
      MOYASAR_PUBLISHABLE_KEY: 'pk_live_x',
      MOYASAR_WEBHOOK_SECRET: 'whsec',
    });
    expect(config).toMatchObject({ codeSender: 'whatsapp', port: 9000, databaseUrl: 'postgres://db/portal' });
    expect(config.payments).toMatchObject({
      gateway: 'moyasar',
      publicUrl: 'https://portal.example.sa',
      moyasar: { apiUrl: 'https://api.moyasar.com/v1', secretKey: 'sk_live_x' },
    });
  });

  it('never runs the test payment gateway in production, and needs the Moyasar keys there', () => {
    const production = {
      NODE_ENV: 'production',
      CODE_SECRET: 'x'.repeat(32),
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_TEMPLATE_NAME: 'login_code',
      PUBLIC_URL: 'https://portal.example.sa',
    };
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'test' })).toThrow(
      /PAYMENT_GATEWAY=test is not allowed when NODE_ENV=production/,
    );
    expect(() => loadConfig(production)).toThrow(/MOYASAR_SECRET_KEY is required when PAYMENT_GATEWAY=moyasar/);
    expect(loadConfig({}).payments.gateway).toBe('test');
  });

  it('reports bad numbers', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a non-negative integer/);
  });
});
