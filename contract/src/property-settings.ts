import * as v from 'valibot';
import { trilingualNameSchema } from './areas';
import { listQueryEntries, listResultSchema } from './list-query';

// Lookup lists of spec §7 public/settings/{propertyType, propertyUnitType, propertyUnitSpace}.

export const propertySettingSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: trilingualNameSchema,
  sort: v.number(),
});
export type PropertySetting = v.InferOutput<typeof propertySettingSchema>;

export const propertySettingListQuerySchema = v.object({ ...listQueryEntries });
export const propertySettingListSchema = listResultSchema(propertySettingSchema);
