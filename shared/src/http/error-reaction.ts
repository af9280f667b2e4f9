import type { ForbiddenReason } from '@portal/contract';
import { notify } from '../feedback/notify';
import { navigateTo } from '../navigation/navigate';
import { session } from '../session/session-store';
import type { ApiError } from './api-error';

/** A refusal that names the page where the user can fix it (e.g. the account page for a missing VAT number). */
function actionOf(error: ApiError): { label: string; to: string } | null {
  const action = (error.data as { action?: { label?: unknown; to?: unknown } } | null)?.action;
  return typeof action?.label === 'string' && typeof action.to === 'string' && /^\/(?!\/)/.test(action.to)
    ? { label: action.label, to: action.to }
    : null;
}

const isMembershipGone = (error: ApiError) =>
  (error.data as { reason?: ForbiddenReason } | null)?.reason === 'membership_gone';

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
      // Spec §8's "a 403 signs out" is for a membership that is gone (ADR 0026): drop the whole session, not just
      // the token. One refused action (a right withdrawn meanwhile, a rule the page did not know) only says so.
      if (isMembershipGone(error)) {
        session.clear();
        navigateTo('/login', { replace: true });
        return;
      }
      if (!options.silent) notify.error(error.message);
      return;
    case 'validation':
      // The form shows the field errors next to the fields.
      return;
    default: {
      if (options.silent) return;
      const action = actionOf(error);
      if (action) notify.snackbar({ title: error.message, view: action, intent: 'error' });
      else notify.error(error.message);
    }
  }
}
