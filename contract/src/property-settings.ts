import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';

// Lookup lists of spec §7 public/settings/{propertyType, propertyUnitType, propertyUnitSpace}.

export const propertySettingSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: trilingualNameSchema,
  sort: v.number(),
});
export type PropertySetting = v.InferOutput<typeof propertySettingSchema>;

export const PROPERTY_SETTING_SORT_KEYS = ['name', 'code', 'sort'] as const;
export const propertySettingListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(PROPERTY_SETTING_SORT_KEYS),
});
export const propertySettingListSchema = listResultSchema(propertySettingSchema);
