import { session } from '@portal/shared/core';
import { useLocation, useNavigate } from '@portal/shared/router';
import { afterSignInTarget } from '../../routing/route-access';
import { loadLoginInfo } from '../api/auth-api';

/** After the code is verified: store the token, load login info (abilities), go where the user wanted. */
export function useCompleteSignIn(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return async (token: string) => {
    session.setToken(token);
    try {
      await loadLoginInfo();
    } catch (error) {
      session.clear();
      throw error;
    }
    navigate(afterSignInTarget(location.search), { replace: true });
  };
}
