import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../support/harness';

// Issue 16.6: every API answer carries the security headers of the one policy (contract/src/security-headers.ts).

const t = useTestApp({ config: testConfig({ API_DOCS: 'true', TRUST_PROXY: 'loopback' }) });

describe('security headers', () => {
  it('a JSON answer runs nothing, is framed by nobody, is not sniffed and is not cached', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['cache-control']).toBe('no-store');
    // Plain HTTP: no HSTS.
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('an answer carrying a token is never cached, errors included', async () => {
    const error = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
    expect(error.statusCode).toBe(422);
    expect(error.headers['cache-control']).toBe('no-store');
  });

  it('switches off the browser features the portal never uses, and frames only through the CSP (issue 26.6)', async () => {
    for (const answer of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/docs' }),
    ]) {
      const policy = String(answer.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
      // frame-ancestors replaces it: both at once is one policy too many.
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends HSTS only when the request came over TLS (behind the trusted proxy)', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the documentation page keeps swagger-ui working under its own hashed policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("default-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
