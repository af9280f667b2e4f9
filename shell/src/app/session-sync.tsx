import { isApiError, queryClient, session, setNavigator } from '@portal/shared/core';
import { useNavigate } from '@portal/shared/router';
import { useEffect, useRef } from 'react';
import { loadLoginInfo } from '../auth/api/auth-api';
import { generalSettingsQuery, languagesQuery } from '../settings/general-settings';

/**
 * Keeps the session honest: lets the HTTP client navigate (403 → /login), refreshes login info
 * (abilities, wallet) when the portal opens with a stored token, and follows other tabs' sign-outs.
 */
export function SessionSync() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);

  // General settings and languages: fetched once per visit, cached locally for the next one (spec §3).
  useEffect(() => {
    void queryClient.prefetchQuery(generalSettingsQuery());
    void queryClient.prefetchQuery(languagesQuery());
  }, []);

  // Once per page load: `navigate` changes with the location (the root's redirect to the landing page), and reading
  // the login info again then was one more request on every visit.
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  useEffect(() => {
    if (!session.getState().token) return;
    loadLoginInfo().catch((error: unknown) => {
      if (isApiError(error) && error.kind === 'unauthenticated') {
        session.clear();
        latestNavigate.current('/login', { replace: true });
      }
    });
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('b2b-portal-')) session.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
