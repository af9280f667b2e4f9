import {
  AUTH_ENDPOINTS,
  PASSWORD_ENDPOINTS,
  type PhoneBody,
  type RegisterBody,
  type SigninBody,
  type TokenResult,
  type VerifyBody,
} from '@portal/shared/contract';
import type { LoginInfo } from '@portal/shared/core';
import { callEndpoint, currentLanguage, readStoredValue, session, writeStoredValue } from '@portal/shared/core';

// This browser's device token (issue 16.4): given by every sign-in, kept across sign-outs and sent with the next
// sign-in, so the API knows the device and no stranger's failed attempts can lock it out.
const DEVICE_TOKEN = 'device-token';
const withDevice = <T extends object>(body: T) => ({
  ...body,
  device_token: readStoredValue<string | undefined>(DEVICE_TOKEN, undefined),
});
const keepDevice = (result: TokenResult) => {
  writeStoredValue(DEVICE_TOKEN, result.device_token);
  return result;
};

// The sign-in calls of spec §7 (contract: AUTH_ENDPOINTS, PASSWORD_ENDPOINTS). Each returns the unwrapped `data`.
export const authApi = {
  register: (body: RegisterBody) => callEndpoint(AUTH_ENDPOINTS.register, { body }),
  requestCode: (body: PhoneBody) => callEndpoint(AUTH_ENDPOINTS.requestLoginCode, { body: withDevice(body) }),
  verify: async (body: VerifyBody) =>
    keepDevice(await callEndpoint(AUTH_ENDPOINTS.verifyLoginCode, { body: withDevice(body) })),
  signin: async (body: SigninBody) =>
    keepDevice(await callEndpoint(PASSWORD_ENDPOINTS.signin, { body: withDevice(body) })),
  /** Revokes the given token on the server; it is sent explicitly because the session is already cleared. */
  logout: (token: string) =>
    callEndpoint(AUTH_ENDPOINTS.logout, undefined, { silent: true, headers: { Authorization: `Bearer ${token}` } }),
};

/**
 * Login info (spec §7): refreshes user, role, abilities and wallet on every call. Sent after the
 * push-token request when a token exists (push handling lands with notifications).
 */
export async function loadLoginInfo(): Promise<LoginInfo> {
  const state = session.getState();
  const info = await callEndpoint(AUTH_ENDPOINTS.loginInfo, {
    body: {
      type: 'company',
      role_id: state.roleId,
      fcm_token: state.user?.fcm_token ?? null,
      device_data: { type: 'web', version: '1.01', language: currentLanguage() },
    },
  });
  session.applyLoginInfo(info);
  return info;
}
