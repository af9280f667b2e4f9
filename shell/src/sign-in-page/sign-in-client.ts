import type { CodeSent, LoginInfo, PhoneBody, TokenResult, VerifyBody } from '@portal/shared/contract';
import {
  hasFailedStatus,
  isRecord,
  readStoredValue,
  session,
  sessionHeaders,
  storedLanguage,
  unwrap,
  writeStoredValue,
} from '@portal/shared/sign-in';

// The three calls of the sign-in page (spec §7 auth family) over fetch: the portal's HTTP client (axios, retries,
// toasts) is the federated portal's, too heavy for this page. Same headers (`sessionHeaders`), same envelope,
// same device token and session storage, so the portal finds the user signed in after the full page load.

export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]>,
    readonly data: unknown,
  ) {
    super(message);
  }
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).map(([name, value]) => [name, (Array.isArray(value) ? value : [value]).map(String)]),
  );
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...sessionHeaders() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SignInError('', 0, {}, null);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok || hasFailedStatus(payload)) {
    const status = hasFailedStatus(payload) ? Number(payload.status) : response.status;
    const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : '';
    throw new SignInError(message, status, fieldErrorsOf(payload), isRecord(payload) ? payload.data : null);
  }
  return unwrap<T>(payload);
}

// This browser's device token (issue 16.4), the same key the portal's auth API module uses.
const DEVICE_TOKEN = 'device-token';
const withDevice = <T extends object>(body: T) => ({
  ...body,
  device_token: readStoredValue<string | undefined>(DEVICE_TOKEN, undefined),
});

export const signInClient = {
  requestCode: (body: PhoneBody) => post<CodeSent>('/auth/login', withDevice(body)),
  /** Verifies the code, then stores the session exactly as the portal's sign-in does (token, then login info). */
  async verify(body: VerifyBody): Promise<void> {
    const result = await post<TokenResult>('/auth/phone/verify', withDevice(body));
    writeStoredValue(DEVICE_TOKEN, result.device_token);
    session.setToken(result.token);
    try {
      const state = session.getState();
      const info = await post<LoginInfo>('/auth/user/me', {
        type: 'company',
        role_id: state.roleId,
        fcm_token: state.user?.fcm_token ?? null,
        device_data: { type: 'web', version: '1.01', language: storedLanguage() },
      });
      session.applyLoginInfo(info);
    } catch (error) {
      session.clear();
      throw error;
    }
  },
};

/** A code was sent less than 60 s ago: the seconds to wait (that code is still valid), else null. */
export function resendWaitSeconds(error: unknown): number | null {
  if (!(error instanceof SignInError) || error.status !== 429 || !isRecord(error.data)) return null;
  const { reason, retry_after: retryAfter } = error.data;
  return reason === 'auth.resend_wait' && typeof retryAfter === 'number' ? retryAfter : null;
}
