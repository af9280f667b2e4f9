import { endpointQuery } from '@portal/shared';
import { ACCOUNT_ENDPOINTS, NOTIFICATION_ENDPOINTS, PROFILE_ENDPOINTS } from '@portal/shared/contract';

// The caller's own records (auth/user/*, company/company).
export const profileQuery = () => endpointQuery(PROFILE_ENDPOINTS.get, undefined, { key: ['shell', 'profile'] });

/** The form writes the saved answer under the same key. */
export const notificationPreferencesQuery = () =>
  endpointQuery(NOTIFICATION_ENDPOINTS.preferences, undefined, { key: ['shell', 'notification-preferences'] });

export const accountQuery = () => endpointQuery(ACCOUNT_ENDPOINTS.get, undefined, { key: ['shell', 'account'] });
