import { session } from '@portal/shared';
import { useNavigate } from 'react-router';
import { authApi } from './api/auth-api';

/** Logout (spec §4): revoke the token on the server, clear the session everywhere, go to login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.logout();
    } catch {
      // Signing out locally must work even when the server is unreachable.
    }
    session.clear();
    navigate('/login', { replace: true });
  };
}
