import { callEndpoint, endpointQuery } from '@portal/shared';
import { PASSWORD_ENDPOINTS, SESSION_ENDPOINTS } from '@portal/shared/contract';

// The caller's own devices and the re-authentication code (auth/user/*, issue 16.7).
export const sessionsQuery = () => endpointQuery(SESSION_ENDPOINTS.list, undefined, { key: ['shell', 'sessions'] });

export const sessionsApi = {
  revoke: (id: string) => callEndpoint(SESSION_ENDPOINTS.revoke, { params: { id } }),
  revokeOthers: () => callEndpoint(SESSION_ENDPOINTS.revokeOthers),
  /** A WhatsApp code to the own phone, needed to set a first password. */
  requestPasswordCode: () => callEndpoint(PASSWORD_ENDPOINTS.sendCode),
};
