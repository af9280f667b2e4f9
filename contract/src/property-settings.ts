import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { lookupEndpoints } from './resource-endpoints';

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

const lookup = (kind: string, one: string, many: string, summary: string) =>
  lookupEndpoints({
    name: { one, many },
    path: `public/settings/${kind}`,
    tag: 'settings',
    summary,
    schemas: {
      listQuery: propertySettingListQuerySchema,
      list: propertySettingListSchema,
      item: propertySettingSchema,
    },
  });

/** Spec §7 public/settings/{propertyType, propertyUnitType, propertyUnitSpace}: named lookups, by kind. */
export const PROPERTY_SETTING_ENDPOINTS = {
  propertyType: lookup('propertyType', 'PropertyType', 'PropertyTypes', 'Branch (property) types'),
  propertyUnitType: lookup('propertyUnitType', 'UnitType', 'UnitTypes', 'Unit types'),
  propertyUnitSpace: lookup('propertyUnitSpace', 'UnitSpaceType', 'UnitSpaceTypes', 'Unit spaces'),
};
export type PropertySettingKind = keyof typeof PROPERTY_SETTING_ENDPOINTS;
