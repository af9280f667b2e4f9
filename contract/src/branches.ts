import * as v from 'valibot';
import { lookupRefSchema } from './areas';
import { optionalDate, optionalNumber, optionalText, requiredId } from './branch-fields';
import { formObject, requiredText, uuidField } from './fields';
import { exportQueryEntries, keysetEntries, listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import { resourceEndpoints } from './resource-endpoints';

// spec §3 Branch and §7 company/branch: the one schema the create/edit form, the API and every spreadsheet row
// of the bulk upload validate with.

export const BRANCH_LIMITS = {
  // As the quotation's area (QUOTATION_LIMITS.areaSqm): a branch's size prefills it.
  sizeM2: { min: 0, max: 1_000_000 },
  heightM: { min: 0, max: 1_000 },
  buildingAgeYears: { min: 0, max: 300 },
  floors: { min: 0, max: 200 },
  floorHeightM: { min: 0, max: 100 },
} as const;

export const branchEntries = {
  name: requiredText(200),
  /** The company's own reference, unique within the company. */
  code: v.pipe(requiredText(50), v.regex(/^[\p{L}\p{N}._\-/#]+$/u, messageKey('validation.characters'))),
  address: optionalText(500),
  property_type_id: requiredId,
  building_number: optionalText(20),
  size_m2: optionalNumber(BRANCH_LIMITS.sizeM2.min, BRANCH_LIMITS.sizeM2.max),
  height_m: optionalNumber(BRANCH_LIMITS.heightM.min, BRANCH_LIMITS.heightM.max),
  construction_date: optionalDate,
  building_age_years: optionalNumber(BRANCH_LIMITS.buildingAgeYears.min, BRANCH_LIMITS.buildingAgeYears.max, true),
  floors: optionalNumber(BRANCH_LIMITS.floors.min, BRANCH_LIMITS.floors.max, true),
  floor_height_m: optionalNumber(BRANCH_LIMITS.floorHeightM.min, BRANCH_LIMITS.floorHeightM.max),
  city_id: requiredId,
  area_id: requiredId,
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
};

/** Coordinates come as a pair or not at all; the error sits on the one that is missing. */
type Coordinates = { latitude?: number | null; longitude?: number | null };
function withPairedCoordinates<TSchema extends v.GenericSchema<unknown, Coordinates>>(schema: TSchema) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<TSchema>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value: Coordinates = dataset.value;
      for (const [missing, other] of [
        ['latitude', 'longitude'],
        ['longitude', 'latitude'],
      ] as const) {
        if ((value[missing] ?? null) !== null || (value[other] ?? null) === null) continue;
        addIssue({
          message: messageKey('validation.coordinates_pair'),
          path: [{ type: 'object', origin: 'value', input: value, key: missing, value: value[missing] }],
        });
      }
    }),
  );
}

export const branchBodySchema = withPairedCoordinates(formObject(branchEntries));
export type BranchBody = v.InferInput<typeof branchBodySchema>;
export type BranchValues = v.InferOutput<typeof branchBodySchema>;

/** PUT company/branch/{id}: the same fields plus the id (spec §7: the id travels in the body too). */
export const branchUpdateBodySchema = withPairedCoordinates(formObject({ id: uuidField, ...branchEntries }));
export type BranchUpdateBody = v.InferInput<typeof branchUpdateBodySchema>;

export const branchSchema = v.object({
  id: v.string(),
  name: v.string(),
  code: v.string(),
  address: v.nullable(v.string()),
  property_type: v.nullable(lookupRefSchema),
  building_number: v.nullable(v.string()),
  size_m2: v.nullable(v.number()),
  height_m: v.nullable(v.number()),
  construction_date: v.nullable(v.string()),
  building_age_years: v.nullable(v.number()),
  floors: v.nullable(v.number()),
  floor_height_m: v.nullable(v.number()),
  city: lookupRefSchema,
  area: v.nullable(lookupRefSchema),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  units_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Branch = v.InferOutput<typeof branchSchema>;

/** Columns the branch list sorts by. */
export const BRANCH_SORT_KEYS = ['name', 'code', 'floors', 'size_m2', 'building_age_years', 'created_at'] as const;
export const BRANCH_FILTER_KEYS = ['property_type_id', 'city_id', 'area_id'] as const;

export const branchFilterEntries = {
  property_type_id: v.optional(uuidField),
  city_id: v.optional(uuidField),
  area_id: v.optional(uuidField),
};
export const branchListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(BRANCH_SORT_KEYS),
  ...keysetEntries,
  ...branchFilterEntries,
});
export type BranchListQuery = v.InferOutput<typeof branchListQuerySchema>;
export const branchListSchema = listResultSchema(branchSchema);

/** Export of the current filter and sort (every page), as a spreadsheet or CSV. */
export const branchExportQuerySchema = v.object({
  ...exportQueryEntries,
  sortBy: sortByEntry(BRANCH_SORT_KEYS),
  ...branchFilterEntries,
});
export type BranchExportQuery = v.InferOutput<typeof branchExportQuerySchema>;

export const branchDeletedSchema = v.object({ id: v.string() });

/** Spec §7 company/branch: the generic resource's five endpoints (issue 25.1). */
export const BRANCH_ENDPOINTS = resourceEndpoints({
  name: { one: 'Branch', many: 'Branches' },
  path: 'company/branch',
  subject: 'b2b_branches',
  tag: 'branches',
  noun: 'branch (Riyadh only)',
  schemas: {
    listQuery: branchListQuerySchema,
    list: branchListSchema,
    item: branchSchema,
    body: branchBodySchema,
    updateBody: branchUpdateBodySchema,
    deleted: branchDeletedSchema,
  },
});
