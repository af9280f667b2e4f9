import { PLATFORM_SETTINGS_ENDPOINTS } from '@portal/shared/contract';
import { endpointQuery } from '@portal/shared/core';
import { queryOptions } from '@tanstack/react-query';

// The support desk ops set in the platform settings (issue 27.7), read without signing in: /settings and the public
// help pages show it. Null until ops set it: the pages then show no contact rather than a made-up one.

export const SUPPORT_CONTACTS_KEY = ['shell', 'support-contacts'] as const;

export const supportContactsQuery = () =>
  queryOptions({
    ...endpointQuery(PLATFORM_SETTINGS_ENDPOINTS.supportContacts, undefined, {
      key: SUPPORT_CONTACTS_KEY,
      config: { silent: true },
    }),
    staleTime: 10 * 60 * 1000,
  });
