import { session } from '@portal/shared/core';
import { useNavigate } from 'react-router';
import { authApi } from './api/auth-api';

/**
 * Logout (spec §4): clear the session everywhere and go to login at once, then revoke the token on the server.
 * Clearing first means a page closed or reloaded right after the click is never left half signed in.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const { token } = session.getState();
    session.clear();
    navigate('/login', { replace: true });
    if (!token) return;
    try {
      await authApi.logout(token);
    } catch {
      // Local sign-out already happened; an unreachable server cannot undo it.
    }
  };
}
