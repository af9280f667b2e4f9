import { isApiError } from './api-error';

/** The slice of react-hook-form's `setError` we need, so `shared` does not depend on it. */
export type SetFieldError = (name: string, error: { type: string; message: string }) => void;

/** Puts the server's field errors next to the fields; returns false when there were none to place. */
export function applyFieldErrors(error: unknown, setError: SetFieldError): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (message === undefined) continue;
    setError(name, { type: 'server', message });
    applied = true;
  }
  return applied;
}
