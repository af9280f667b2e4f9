import * as v from 'valibot';
import {
  booleanQueryParam,
  integerQueryParam,
  listQueryEntries,
  listResultSchema,
  MAX_PAGE,
  sortByEntry,
} from './list-query';
import { messageKey } from './messages';

// GET /api/v1/public/settings/setting (spec §7 "Settings list"): the general settings of a platform, sent by the
// shell as platform=b2b_portal, is_active=1, minimum=true, page=0, device_data. page=0 answers the whole list as
// an array; page ≥ 1 answers the standard list shape.

export const PLATFORM_ID = 'b2b_portal';

/** page=0 (the default) means "everything, unpaginated": reference lists are small. */
export const wholeListPageEntry = v.optional(integerQueryParam(0, MAX_PAGE), 0);

export const SETTING_SORT_KEYS = ['sort', 'key', 'group'] as const;

export const settingsQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(SETTING_SORT_KEYS),
  page: wholeListPageEntry,
  platform: v.optional(v.picklist([PLATFORM_ID], messageKey('validation.invalid')), PLATFORM_ID),
  is_active: v.optional(booleanQueryParam),
  /** Only key and value per setting (what the shell caches). */
  minimum: v.optional(booleanQueryParam, false),
  /** Sent by the shell (JSON text or nested query); not needed to answer, accepted and ignored. */
  device_data: v.optional(v.unknown()),
});
export type SettingsQuery = v.InferInput<typeof settingsQuerySchema>;

export const settingSchema = v.object({
  key: v.string(),
  value: v.unknown(),
  group: v.optional(v.string()),
  sort: v.optional(v.number()),
  is_active: v.optional(v.boolean()),
  updated_at: v.optional(v.string()),
});
export type Setting = v.InferOutput<typeof settingSchema>;

export const settingsResultSchema = v.union([v.array(settingSchema), listResultSchema(settingSchema)]);
export type SettingsResult = v.InferOutput<typeof settingsResultSchema>;

/**
 * The values the reference migration provides for b2b_portal, typed for the shell's cache. The support contacts are
 * in the platform settings (platform-settings.ts, GET public/support-contacts), not here.
 */
export interface GeneralSettings {
  app_name: { ar: string; en: string; fr: string };
  default_language: 'ar' | 'en' | 'fr';
  fallback_language: 'ar' | 'en' | 'fr';
  languages: string[];
  currency: 'SAR';
  vat_rate: number;
  service_city: { code: string; name: { ar: string; en: string; fr: string } };
  client_version: string;
  device_version: string;
  terms_url: string;
  privacy_url: string;
  page_sizes: number[];
  login_code_length: number;
  password_min_length: number;
  upload_max_bytes: number;
  upload_types: string[];
}

/** Turns the settings list into one object keyed by setting key. */
export function settingsByKey(items: readonly Pick<Setting, 'key' | 'value'>[]): Partial<GeneralSettings> {
  return Object.fromEntries(items.map((item) => [item.key, item.value])) as Partial<GeneralSettings>;
}
