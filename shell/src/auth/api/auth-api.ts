import type { CodeSent, PhoneBody, RegisterBody, TokenResult, VerifyBody } from '@portal/shared/contract';
import type { LoginInfo } from '@portal/shared/core';
import { api, currentLanguage, session } from '@portal/shared/core';

// The sign-in calls of spec §7 (auth path family). Each returns the unwrapped `data`.
export const authApi = {
  register: (body: RegisterBody) => api.post<CodeSent>('/auth/register', body),
  requestCode: (body: PhoneBody) => api.post<CodeSent>('/auth/login', body),
  verify: (body: VerifyBody) => api.post<TokenResult>('/auth/phone/verify', body),
  /** Revokes the given token on the server; it is sent explicitly because the session is already cleared. */
  logout: (token: string) =>
    api.post<null>('/auth/user/logout', {}, { silent: true, headers: { Authorization: `Bearer ${token}` } }),
};

/**
 * Login info (spec §7): refreshes user, role, abilities and wallet on every call. Sent after the
 * push-token request when a token exists (push handling lands with notifications).
 */
export async function loadLoginInfo(): Promise<LoginInfo> {
  const state = session.getState();
  const info = await api.post<LoginInfo>('/auth/user/me', {
    type: 'company',
    role_id: state.roleId,
    fcm_token: state.user?.fcm_token ?? null,
    device_data: { type: 'web', version: '1.01', language: currentLanguage() },
  });
  session.applyLoginInfo(info);
  return info;
}
