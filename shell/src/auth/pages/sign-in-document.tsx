import { lazy, useEffect } from 'react';
import { PageLoading } from '../../pages/page-loading';
import { signOutSettled } from '../use-sign-out';

// /login is its own document, outside Module Federation (decision 0022, shell/src/sign-in-page): when the portal
// itself goes there (the guard, a sign-out, a 403), the browser loads that document from the server.
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));

/** Was this document itself loaded at the current path? Then the server has no sign-in document for it. */
function servedHere(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return !entry || new URL(entry.name).pathname === window.location.pathname;
}

export function SignInDocument() {
  const fallback = servedHere();
  useEffect(() => {
    if (!fallback) void signOutSettled().then(() => window.location.replace(window.location.href));
  }, [fallback]);
  // A server that answers /login with the portal (an old static host, a test renderer) gets the portal's own form.
  return fallback ? <LoginPage /> : <PageLoading />;
}
