import { api } from '@portal/shared';
import type { Account, NotificationPreferences, Profile } from '@portal/shared/contract';
import { queryOptions } from '@tanstack/react-query';

// The caller's own records (auth/user/*, company/company).
export const profileQuery = () =>
  queryOptions({ queryKey: ['shell', 'profile'], queryFn: () => api.get<Profile>('/auth/user/profile') });

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: ['shell', 'notification-preferences'],
    queryFn: () => api.get<NotificationPreferences>('/auth/user/notification-preferences'),
  });

export const accountQuery = () =>
  queryOptions({ queryKey: ['shell', 'account'], queryFn: () => api.get<Account>('/company/company') });
