import { createDevelopmentIdentity } from '../../src/money/invoices/stamp/development-certificate';
import { ConfigError, loadConfig } from '../../src/platform/config/config';

/** What api/development.env (npm start, npm run dev, npm run seed, e2e) sets. */
export const LOCAL_SETTINGS = { CODE_SENDER: 'outbox', PAYMENT_GATEWAY: 'test' };
export const WHATSAPP_SETTINGS = {
  WHATSAPP_TOKEN: 't',
  WHATSAPP_PHONE_NUMBER_ID: '1',
  WHATSAPP_TEMPLATE_NAME: 'login_code',
};
export const MOYASAR_SETTINGS = {
  MOYASAR_SECRET_KEY: 'sk',
  MOYASAR_PUBLISHABLE_KEY: 'pk',
  MOYASAR_WEBHOOK_SECRET: 'wh',
};
const stamp = createDevelopmentIdentity('riyadh-portal-1');
/** The unit's certificate and key (ADR 0057): a generated pair, as PEM texts in the environment. */
export const STAMP_SETTINGS = {
  EINVOICING_CERTIFICATE: stamp.certificate.toString(),
  EINVOICING_PRIVATE_KEY: stamp.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
/** Fatoora's production endpoint and the unit's production CSID (ADR 0062): invented values. */
export const FATOORA_SETTINGS = {
  FATOORA_BASE_URL: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
  FATOORA_BINARY_SECURITY_TOKEN: 'VFVsSlJEBtZ0F3U1VGblNVSm9kRUZM',
  FATOORA_SECRET: 'not-a-real-secret',
};
/** The least a production start needs (the settings tests add or take away one thing at a time). */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  CODE_SECRET: 'x'.repeat(32),
  ...WHATSAPP_SETTINGS,
  PUBLIC_URL: 'https://portal.example.sa',
  ...MOYASAR_SETTINGS,
  EINVOICING_UNIT: 'riyadh-portal-1',
  EINVOICING_SELLER_VAT_NUMBER: '310122393500003',
  ...STAMP_SETTINGS,
  ...FATOORA_SETTINGS,
};

/** The problems loadConfig reports for these settings (none: []), for the settings tests. */
export const configProblems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};
