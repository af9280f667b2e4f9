import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/config';
import { configProblems, FATOORA_SETTINGS, PRODUCTION_SETTINGS } from '../../support/config-problems';

// Fatoora's endpoint and the unit's production CSID are configuration (ADR 0062): required together, and in
// production; elsewhere, without them, the local fake is used.

/** A local development start (no WhatsApp, the test gateway). */
const LOCAL = { CODE_SENDER: 'outbox', PAYMENT_GATEWAY: 'test' };
const REQUIRED = 'FATOORA_BASE_URL, FATOORA_BINARY_SECURITY_TOKEN, FATOORA_SECRET are required';

describe('Fatoora configuration', () => {
  it('is required in production, all three together', () => {
    expect(configProblems(PRODUCTION_SETTINGS)).toEqual([]);
    const { FATOORA_SECRET, ...withoutSecret } = PRODUCTION_SETTINGS;
    expect(configProblems(withoutSecret)).toEqual([`${REQUIRED} in production`]);
    expect(configProblems({ ...LOCAL, FATOORA_SECRET })).toEqual([`${REQUIRED} together`]);
    expect(configProblems({ ...PRODUCTION_SETTINGS, FATOORA_BASE_URL: 'gw-fatoora' })).toEqual([
      'FATOORA_BASE_URL must be an http(s) URL',
    ]);
  });

  it('names the configured endpoint and CSID, or the fake without them', () => {
    expect(loadConfig(PRODUCTION_SETTINGS).einvoicing.fatoora).toEqual({
      kind: 'configured',
      baseUrl: FATOORA_SETTINGS.FATOORA_BASE_URL,
      binarySecurityToken: FATOORA_SETTINGS.FATOORA_BINARY_SECURITY_TOKEN,
      secret: FATOORA_SETTINGS.FATOORA_SECRET,
    });
    expect(loadConfig(LOCAL).einvoicing.fatoora).toEqual({ kind: 'fake' });
  });
});
