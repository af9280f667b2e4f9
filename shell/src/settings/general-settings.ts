import { type GeneralSettings, type Language, PLATFORM_ID, type Setting, settingsByKey } from '@portal/shared/contract';
import { api, currentLanguage, readStoredValue, writeStoredValue } from '@portal/shared/core';
import { queryOptions } from '@tanstack/react-query';

// General settings and languages come from the API (spec §3, §7) and are cached locally, so the next visit
// starts with them even before the API answers.

export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: ['shell', 'settings'],
    queryFn: async (): Promise<Partial<GeneralSettings>> => {
      const items = await api.get<Setting[]>('/public/settings/setting', {
        platform: PLATFORM_ID,
        is_active: 1,
        minimum: true,
        page: 0,
        device_data: JSON.stringify({ type: 'web', version: '1.01', language: currentLanguage() }),
      });
      const settings = settingsByKey(items);
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
      const items = await api.get<Language[]>('/public/settings/language', {
        is_active: 1,
        sortBy: 'sort',
        sortDesc: false,
      });
      // Spec §7: only iso and name are kept.
      const kept = items.map(({ iso, name }) => ({ iso, name }));
      writeStoredValue('languages', kept);
      return kept;
    },
    initialData: () => readStoredValue<LanguageOption[] | undefined>('languages', undefined),
    staleTime: 60 * 60 * 1000,
  });
