import {
  type GeneralSettings,
  type Language,
  PLATFORM_ID,
  PUBLIC_SETTINGS_ENDPOINTS,
  settingsByKey,
} from '@portal/shared/contract';
import { callEndpoint, currentLanguage, readStoredValue, writeStoredValue } from '@portal/shared/core';
import { queryOptions } from '@tanstack/react-query';

// General settings and languages come from the API (spec §3, §7) and are cached locally, so the next visit
// starts with them even before the API answers.

/** page=0 answers the whole list as an array; a page would come in the list shape. */
const wholeList = <T>(answer: T[] | { items: T[] }): T[] => (Array.isArray(answer) ? answer : answer.items);

export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: ['shell', 'settings'],
    queryFn: async (): Promise<Partial<GeneralSettings>> => {
      const answer = await callEndpoint(PUBLIC_SETTINGS_ENDPOINTS.settings, {
        query: {
          platform: PLATFORM_ID,
          is_active: '1',
          minimum: true,
          page: 0,
          device_data: JSON.stringify({ type: 'web', version: '1.01', language: currentLanguage() }),
        },
      });
      const settings = settingsByKey(wholeList(answer));
      writeStoredValue('generalSettings', settings);
      return settings;
    },
    initialData: () => readStoredValue<Partial<GeneralSettings> | undefined>('generalSettings', undefined),
    staleTime: 60 * 60 * 1000,
  });

export type LanguageOption = Pick<Language, 'iso' | 'name'>;

export const languagesQuery = () =>
  queryOptions({
    queryKey: ['shell', 'languages'],
    queryFn: async (): Promise<LanguageOption[]> => {
      const answer = await callEndpoint(PUBLIC_SETTINGS_ENDPOINTS.languages, {
        query: { is_active: '1', sortBy: 'sort', sortDesc: false },
      });
      // Spec §7: only iso and name are kept.
      const kept = wholeList(answer).map(({ iso, name }) => ({ iso, name }));
      writeStoredValue('languages', kept);
      return kept;
    },
    initialData: () => readStoredValue<LanguageOption[] | undefined>('languages', undefined),
    staleTime: 60 * 60 * 1000,
  });
