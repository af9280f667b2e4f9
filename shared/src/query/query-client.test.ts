import { afterEach, describe, expect, it } from 'vitest';
import { loginInfoFixture } from '../http/testing/login-info-fixture';
import { setLanguage } from '../i18n/i18n-instance';
import { session } from '../session/session-store';
import { queryClient } from './query-client';

describe('query client', () => {
  afterEach(async () => {
    await setLanguage('ar');
    session.clear();
    queryClient.clear();
  });

  it('leaves retrying to the HTTP client and keeps data fresh for 30 s', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, staleTime: 30_000, refetchOnWindowFocus: false });
  });

  it('empties the cache when the session is cleared', () => {
    session.applyLoginInfo(loginInfoFixture());
    queryClient.setQueryData(['orders'], [{ id: 1 }]);
    session.clear();
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
  });

  it('keeps the cache when the session changes without signing out', () => {
    session.setToken('first');
    queryClient.setQueryData(['orders'], [{ id: 1 }]);
    session.applyLoginInfo(loginInfoFixture());
    expect(queryClient.getQueryData(['orders'])).toEqual([{ id: 1 }]);
  });

  it('marks cached answers stale when the language switches (they may name things in the old one)', async () => {
    await setLanguage('ar');
    queryClient.setQueryData(['orders', 'ORD-1'], { provider: { name: 'فيصل الحربي' } });
    expect(queryClient.getQueryState(['orders', 'ORD-1'])?.isInvalidated).toBe(false);
    await setLanguage('en');
    expect(queryClient.getQueryState(['orders', 'ORD-1'])?.isInvalidated).toBe(true);
  });
});
