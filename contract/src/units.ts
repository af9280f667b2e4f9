import * as v from 'valibot';
import { lookupRefSchema } from './areas';
import { optionalNumber, requiredId } from './branch-fields';
import { branchDeletedSchema } from './branches';
import { formObject, requiredText, uuidField } from './fields';
import { listQueryEntries, listResultSchema, sortByEntry } from './list-query';
import { messageKey } from './messages';
import { resourceEndpoints } from './resource-endpoints';

// spec §7 company/unit and company/unit_space: units inside a branch and the spaces each unit holds.

/** The most space rows one unit body may carry; far more than there are space types. */
export const UNIT_SPACES_MAX = 50;
export const UNIT_SPACE_QUANTITY_MAX = 999;

/** One space of a unit, as carried in the unit's own body. */
export const unitBodySpaceSchema = formObject({
  space_id: requiredId,
  quantity: v.pipe(
    v.number(messageKey('validation.number')),
    v.integer(messageKey('validation.integer')),
    v.minValue(1, messageKey('validation.between', { min: 1, max: UNIT_SPACE_QUANTITY_MAX })),
    v.maxValue(UNIT_SPACE_QUANTITY_MAX, messageKey('validation.between', { min: 1, max: UNIT_SPACE_QUANTITY_MAX })),
  ),
});
export type UnitBodySpace = v.InferInput<typeof unitBodySpaceSchema>;

/**
 * A unit's spaces saved with the unit in one request and one transaction (on update they replace all the
 * unit's spaces). A space type appears once per unit: a repeated row is reported on its own space_id.
 */
export const unitBodySpacesSchema = v.pipe(
  v.array(unitBodySpaceSchema, messageKey('validation.invalid')),
  v.maxLength(UNIT_SPACES_MAX, messageKey('validation.max_items', { n: UNIT_SPACES_MAX })),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((row, index) => {
      if (seen.has(row.space_id)) {
        addIssue({
          message: messageKey('validation.space_type_repeated'),
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: row },
            { type: 'object', origin: 'value', input: row, key: 'space_id', value: row.space_id },
          ],
        });
      }
      seen.add(row.space_id);
    });
  }),
);

/** Bounds of a unit's numbers (the form's fields show the same). */
export const UNIT_LIMITS = {
  floor: { min: -5, max: 200 },
  sizeM2: { min: 0, max: 1_000_000 },
} as const;

const unitEntries = {
  branch_id: requiredId,
  name: requiredText(200),
  unit_type_id: requiredId,
  floor: optionalNumber(UNIT_LIMITS.floor.min, UNIT_LIMITS.floor.max, true),
  size_m2: optionalNumber(UNIT_LIMITS.sizeM2.min, UNIT_LIMITS.sizeM2.max),
  spaces: v.optional(unitBodySpacesSchema),
};
export const unitBodySchema = formObject(unitEntries);
export type UnitBody = v.InferInput<typeof unitBodySchema>;
export const unitUpdateBodySchema = formObject({ id: uuidField, ...unitEntries });

export const unitSchema = v.object({
  id: v.string(),
  branch: v.object({ id: v.string(), name: v.string(), code: v.string() }),
  name: v.string(),
  unit_type: v.nullable(lookupRefSchema),
  floor: v.nullable(v.number()),
  size_m2: v.nullable(v.number()),
  spaces_count: v.number(),
  created_at: v.string(),
});
export type Unit = v.InferOutput<typeof unitSchema>;

export const UNIT_SORT_KEYS = ['name', 'floor', 'size_m2', 'created_at'] as const;
export const unitListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(UNIT_SORT_KEYS),
  branch_id: v.optional(uuidField),
  unit_type_id: v.optional(uuidField),
});
export type UnitListQuery = v.InferOutput<typeof unitListQuerySchema>;
export const unitListSchema = listResultSchema(unitSchema);

const quantity = v.pipe(
  v.number(messageKey('validation.number')),
  v.integer(messageKey('validation.integer')),
  v.minValue(1, messageKey('validation.between', { min: 1, max: 1000 })),
  v.maxValue(1000, messageKey('validation.between', { min: 1, max: 1000 })),
);
const unitSpaceEntries = { unit_id: requiredId, space_id: requiredId, quantity };
export const unitSpaceBodySchema = formObject(unitSpaceEntries);
export type UnitSpaceBody = v.InferInput<typeof unitSpaceBodySchema>;
export const unitSpaceUpdateBodySchema = formObject({ id: uuidField, ...unitSpaceEntries });

export const unitSpaceSchema = v.object({
  id: v.string(),
  unit_id: v.string(),
  space: lookupRefSchema,
  quantity: v.number(),
});
export type UnitSpace = v.InferOutput<typeof unitSpaceSchema>;
export const UNIT_SPACE_SORT_KEYS = ['quantity', 'sort'] as const;
export const unitSpaceListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(UNIT_SPACE_SORT_KEYS),
  unit_id: v.optional(uuidField),
});
export const unitSpaceListSchema = listResultSchema(unitSpaceSchema);

/** Spec §7 company/unit: the generic resource's five endpoints; a unit is saved with its spaces in one transaction. */
export const UNIT_ENDPOINTS = resourceEndpoints({
  name: { one: 'Unit', many: 'Units' },
  path: 'company/unit',
  subject: 'b2b_units',
  tag: 'units',
  noun: 'unit (with its spaces, saved in one transaction)',
  schemas: {
    listQuery: unitListQuerySchema,
    list: unitListSchema,
    item: unitSchema,
    body: unitBodySchema,
    updateBody: unitUpdateBodySchema,
    deleted: branchDeletedSchema,
  },
});

/** Spec §7 company/unit_space: the generic resource's five endpoints. */
export const UNIT_SPACE_ENDPOINTS = resourceEndpoints({
  name: { one: 'UnitSpace', many: 'UnitSpaces' },
  path: 'company/unit_space',
  subject: 'b2b_units',
  tag: 'units',
  noun: 'unit space',
  schemas: {
    listQuery: unitSpaceListQuerySchema,
    list: unitSpaceListSchema,
    item: unitSpaceSchema,
    body: unitSpaceBodySchema,
    updateBody: unitSpaceUpdateBodySchema,
    deleted: branchDeletedSchema,
  },
});
