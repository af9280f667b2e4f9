import { describe, expect, it } from 'vitest';
import { storeLanguage } from '../preferences/language';
import { session } from '../session/session-store';
import { api } from './api';
import { setupLocalApi } from './testing/local-api-per-file';
import { ok } from './testing/local-api-server';
import { loginInfoFixture } from './testing/login-info-fixture';

const local = setupLocalApi();

function lastHeaders() {
  const request = local.server.received('/ping').at(-1);
  if (!request) throw new Error('no request received');
  return request.headers;
}

describe('request headers', () => {
  it('sends platform, version and lang but no session headers when signed out', async () => {
    local.server.reply('/ping', ok(null));
    await api.get('/ping');
    const headers = lastHeaders();
    expect(headers['x-platform']).toBe('WebClient');
    expect(headers['x-version']).toBe('1.0');
    expect(headers.lang).toBe('ar');
    expect(headers.authorization).toBeUndefined();
    expect(headers['role-type']).toBeUndefined();
    expect(headers['role-id']).toBeUndefined();
  });

  it('sends the bearer token, Role-Type and Role-Id when signed in', async () => {
    session.applyLoginInfo(loginInfoFixture({ token: 'tok-1', roleId: 'role-9' }));
    local.server.reply('/ping', ok(null));
    await api.get('/ping');
    const headers = lastHeaders();
    expect(headers.authorization).toBe('Bearer tok-1');
    expect(headers['role-type']).toBe('company');
    expect(headers['role-id']).toBe('role-9');
    expect(headers['x-platform']).toBe('WebClient');
  });

  it('omits Role-Id while only a token is known', async () => {
    session.setToken('tok-2');
    local.server.reply('/ping', ok(null));
    await api.get('/ping');
    const headers = lastHeaders();
    expect(headers.authorization).toBe('Bearer tok-2');
    expect(headers['role-type']).toBe('company');
    expect(headers['role-id']).toBeUndefined();
  });

  it('lang follows the stored language on the very next call', async () => {
    local.server.reply('/ping', ok(null));
    storeLanguage('fr');
    await api.get('/ping');
    expect(lastHeaders().lang).toBe('fr');
    storeLanguage('en');
    await api.get('/ping');
    expect(lastHeaders().lang).toBe('en');
  });

  it('lets a call override lang explicitly', async () => {
    local.server.reply('/ping', ok(null));
    await api.get('/ping', undefined, { headers: { lang: 'en' } });
    expect(lastHeaders().lang).toBe('en');
  });

  it('stops sending the token after the session is cleared', async () => {
    session.applyLoginInfo(loginInfoFixture());
    session.clear();
    local.server.reply('/ping', ok(null));
    await api.get('/ping');
    expect(lastHeaders().authorization).toBeUndefined();
  });

  it('sends bodies as JSON', async () => {
    local.server.reply('/echo', ok(null));
    await api.post('/echo', { name: 'Riyadh' });
    const request = local.server.received('/echo')[0];
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.body).toEqual({ name: 'Riyadh' });
  });
});
