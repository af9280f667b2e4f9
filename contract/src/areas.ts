import * as v from 'valibot';
import { uuidField } from './fields';
import { booleanQueryParam, listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { lookupEndpoints } from './resource-endpoints';

// Reference data of spec §7 public/areas/{country, city, area}: where the service runs (Riyadh only).

/** A name in every interface language; the client shows the one of the current language. */
export const trilingualNameSchema = v.object({ ar: v.string(), en: v.string(), fr: v.string() });
export type TrilingualName = v.InferOutput<typeof trilingualNameSchema>;

/** A looked-up record as other records embed it. */
export const lookupRefSchema = v.object({ id: v.string(), code: v.string(), name: trilingualNameSchema });
export type LookupRef = v.InferOutput<typeof lookupRefSchema>;

export const countrySchema = v.object({ ...lookupRefSchema.entries });
export type Country = v.InferOutput<typeof countrySchema>;

export const citySchema = v.object({
  ...lookupRefSchema.entries,
  country_id: v.string(),
  /** Only serviced cities accept branches (spec §1: Riyadh). */
  is_serviced: v.boolean(),
});
export type City = v.InferOutput<typeof citySchema>;

export const areaSchema = v.object({
  ...lookupRefSchema.entries,
  city_id: v.string(),
  center: v.nullable(v.object({ lat: v.number(), lng: v.number() })),
});
export type Area = v.InferOutput<typeof areaSchema>;

/** Sort keys of the country, city and area lists. */
export const COUNTRY_SORT_KEYS = ['name', 'code'] as const;
export const CITY_SORT_KEYS = ['name', 'code'] as const;
export const AREA_SORT_KEYS = ['name', 'code', 'sort'] as const;

export const countryListQuerySchema = v.object({ ...listQueryEntries, sortBy: sortByEntry(COUNTRY_SORT_KEYS) });
export const cityListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(CITY_SORT_KEYS),
  country_id: v.optional(uuidField),
  is_serviced: v.optional(booleanQueryParam),
});
export const areaListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(AREA_SORT_KEYS),
  city_id: v.optional(uuidField),
});
export type AreaListQuery = v.InferInput<typeof areaListQuerySchema>;

export const countryListSchema = listResultSchema(countrySchema);
export const cityListSchema = listResultSchema(citySchema);
export const areaListSchema = listResultSchema(areaSchema);

const AREA_PATH = 'public/areas';
/** Spec §7 public/areas/{country, city, area}: read-only reference data (ops maintain it). */
export const AREA_ENDPOINTS = {
  countries: lookupEndpoints({
    name: { one: 'Country', many: 'Countries' },
    path: `${AREA_PATH}/country`,
    tag: 'areas',
    summary: 'Countries',
    schemas: { listQuery: countryListQuerySchema, list: countryListSchema, item: countrySchema },
  }),
  cities: lookupEndpoints({
    name: { one: 'City', many: 'Cities' },
    path: `${AREA_PATH}/city`,
    tag: 'areas',
    summary: 'Cities (serviced first; filter with is_serviced=1)',
    schemas: { listQuery: cityListQuerySchema, list: cityListSchema, item: citySchema },
  }),
  areas: lookupEndpoints({
    name: { one: 'Area', many: 'Areas' },
    path: `${AREA_PATH}/area`,
    tag: 'areas',
    summary: 'Areas (districts); filter with city_id',
    schemas: { listQuery: areaListQuerySchema, list: areaListSchema, item: areaSchema },
  }),
};
