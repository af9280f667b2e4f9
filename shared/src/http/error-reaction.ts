import { notify } from '../feedback/notify';
import { navigateTo } from '../navigation/navigate';
import { session } from '../session/session-store';
import type { ApiError } from './api-error';

/** Spec §8, the one place an HTTP failure reaches the user. */
export function reactToError(error: ApiError, options: { silent?: boolean } = {}): void {
  switch (error.kind) {
    case 'unauthenticated':
      // The stored token is dead (expired, revoked from another device, signed out elsewhere): sign out here too
      // (issue 16.7). Without a stored token the screen that asked decides (e.g. the login form); no toast.
      if (session.getState().token) {
        session.clear();
        navigateTo('/login', { replace: true });
      }
      return;
    case 'forbidden':
      // The role or membership is gone: drop the whole session, not just the token.
      session.clear();
      navigateTo('/login', { replace: true });
      return;
    case 'validation':
      // The form shows the field errors next to the fields.
      return;
    default:
      if (!options.silent) notify.error(error.message);
  }
}
