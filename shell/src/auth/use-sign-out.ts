import { session } from '@portal/shared/core';
import { useNavigate } from '@portal/shared/router';
import { authApi } from './api/auth-api';

/**
 * Logout (spec §4): clear the session everywhere and go to login at once, then revoke the token on the server.
 * Clearing first means a page closed or reloaded right after the click is never left half signed in.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const { token } = session.getState();
    // Local sign-out happens whatever the server answers; an unreachable server cannot undo it.
    revoking = token ? authApi.logout(token).catch(() => undefined) : Promise.resolve();
    session.clear();
    navigate('/login', { replace: true });
    await revoking;
  };
}

let revoking: Promise<unknown> = Promise.resolve();

/**
 * Settles once the last sign-out's revocation has an answer: /login is another document (decision 0022), and
 * loading it must not abort that request (the token would stay valid on the server).
 */
export function signOutSettled(): Promise<unknown> {
  return revoking;
}
