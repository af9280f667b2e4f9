import { api } from '@portal/shared';
import type { CodeSent, RevokedSessions, UserSession } from '@portal/shared/contract';
import { queryOptions } from '@tanstack/react-query';

// The caller's own devices and the re-authentication code (auth/user/*, issue 16.7).
export const sessionsQuery = () =>
  queryOptions({ queryKey: ['shell', 'sessions'], queryFn: () => api.get<UserSession[]>('/auth/user/sessions') });

export const sessionsApi = {
  revoke: (id: string) => api.delete<null>(`/auth/user/sessions/${encodeURIComponent(id)}`),
  revokeOthers: () => api.post<RevokedSessions>('/auth/user/sessions/revokeOthers', {}),
  /** A WhatsApp code to the own phone, needed to set a first password. */
  requestPasswordCode: () => api.post<CodeSent>('/auth/user/password/code', {}),
};
