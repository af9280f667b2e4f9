import { isApiError } from '@portal/shared/core';

/**
 * A code was sent less than 60 s ago: that code is still valid, so the user goes on to enter it
 * and the resend button counts down. Returns the seconds to wait, or null for any other failure.
 */
export function resendWaitSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'rate-limited') return null;
  const data = error.data as { reason?: string; retry_after?: number } | null;
  return data?.reason === 'auth.resend_wait' && typeof data.retry_after === 'number' ? data.retry_after : null;
}
