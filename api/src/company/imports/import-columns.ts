import { BRANCH_IMPORT_COLUMNS, type BranchImportColumn } from '@portal/contract';
import type { MessageKey } from '../../platform/i18n/en';
import { type Lang, languages, translate } from '../../platform/i18n/translate';

// The spreadsheet's columns: header text per language, and which contract field each one fills.

const headerKey = (column: BranchImportColumn) => `import.column.${column}` as MessageKey;
export const headerOf = (column: BranchImportColumn, lang: Lang) => translate(lang, headerKey(column));

/** Columns a file must have; the others may be left out entirely. */
export const REQUIRED_COLUMNS: BranchImportColumn[] = ['name', 'code', 'property_type', 'city', 'area'];

/** The contract field a column fills (look-up columns are resolved to ids). */
export const fieldOfColumn: Record<BranchImportColumn, string> = {
  name: 'name',
  code: 'code',
  property_type: 'property_type_id',
  city: 'city_id',
  area: 'area_id',
  address: 'address',
  building_number: 'building_number',
  size_m2: 'size_m2',
  height_m: 'height_m',
  construction_date: 'construction_date',
  building_age_years: 'building_age_years',
  floors: 'floors',
  floor_height_m: 'floor_height_m',
  latitude: 'latitude',
  longitude: 'longitude',
};
export const columnOfField = Object.fromEntries(
  Object.entries(fieldOfColumn).map(([column, field]) => [field, column as BranchImportColumn]),
) as Record<string, BranchImportColumn>;

export const normalize = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Header text in any of the three languages (or the column key itself) → column: a file keeps working whatever
 * language it was downloaded in. */
export const columnByHeader: Map<string, BranchImportColumn> = new Map(
  BRANCH_IMPORT_COLUMNS.flatMap((column) => [
    [normalize(column), column] as const,
    ...languages.map((lang) => [normalize(headerOf(column, lang)), column] as const),
  ]),
);
