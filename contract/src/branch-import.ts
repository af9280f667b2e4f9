import * as v from 'valibot';

// spec §2 "Bulk branch upload from a spreadsheet template" (company/importProperties): the rows of the .xlsx
// are validated with `branchBodySchema`; a refused file reports every error by row and column.

/** Upper bounds of one upload. */
export const BRANCH_IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

/** Spreadsheet columns in template order; headers are translated, these keys are the contract fields. */
export const BRANCH_IMPORT_COLUMNS = [
  'name',
  'code',
  'property_type',
  'city',
  'area',
  'address',
  'building_number',
  'size_m2',
  'height_m',
  'construction_date',
  'building_age_years',
  'floors',
  'floor_height_m',
  'latitude',
  'longitude',
] as const;
export type BranchImportColumn = (typeof BRANCH_IMPORT_COLUMNS)[number];

export const branchImportErrorSchema = v.object({
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: v.number(),
  /** Column header in the caller's language. */
  column: v.string(),
  field: v.string(),
  message: v.string(),
});
export type BranchImportError = v.InferOutput<typeof branchImportErrorSchema>;

/** `data` of the 422 of a refused upload: nothing was imported. */
export const branchImportFailureSchema = v.object({
  errors: v.array(branchImportErrorSchema),
  total_errors: v.number(),
  rows: v.number(),
});
export type BranchImportFailure = v.InferOutput<typeof branchImportFailureSchema>;

export const branchImportResultSchema = v.object({ imported: v.number() });
export type BranchImportResult = v.InferOutput<typeof branchImportResultSchema>;
