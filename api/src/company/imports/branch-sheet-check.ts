import { BRANCH_IMPORT_COLUMNS, type BranchImportColumn, type BranchValues, branchBodySchema } from '@portal/contract';
import * as v from 'valibot';
import { type Lang, translate, translateSchemaMessage } from '../../platform/i18n/translate';
import { type BranchReferences, branchReferenceErrors } from '../branches/branch-references';
import { readBranchSheet, type SheetCell, type SheetRow } from './branch-sheet-reader';
import { columnOfField, fieldOfColumn, normalize } from './import-columns';
import { checkedWorkbook } from './xlsx-limits';

// The CPU part of a bulk import, run in a worker thread (workers/): the upload checked against the limits,
// read, and every row validated with the form's own schema plus the same reference and Riyadh-only checks; codes
// repeated within the file are reported here, codes already taken are checked against the database afterwards.

export interface BranchSheetInput {
  /** The uploaded bytes (transferred to the worker, not copied). */
  file: Uint8Array;
  lang: Lang;
  refs: BranchReferences;
}

export interface BranchSheetCheck {
  rows: number;
  valid: { row: number; values: BranchValues }[];
  errors: RowError[];
  /** Each distinct code of the file with the first row that holds it (rows with a bad code left out). */
  codes: [code: string, row: number][];
}

export type RowError = { row: number; column: BranchImportColumn; message: string };

/** Names (any language) and codes → ids, for the look-up columns. */
function lookupIndex(refs: BranchReferences) {
  const index = <T extends { id: string; code: string; nameAr: string; nameEn: string; nameFr: string }>(rows: T[]) => {
    const map = new Map<string, T>();
    for (const row of rows)
      for (const key of [row.code, row.nameAr, row.nameEn, row.nameFr]) map.set(normalize(key), row);
    return map;
  };
  const areasByCity = new Map<string, ReturnType<typeof index>>();
  for (const area of refs.areas.values()) {
    const forCity = areasByCity.get(area.cityId) ?? new Map();
    for (const key of [area.code, area.nameAr, area.nameEn, area.nameFr]) forCity.set(normalize(key), area);
    areasByCity.set(area.cityId, forCity);
  }
  return {
    types: index([...refs.propertyTypes.values()]),
    cities: index([...refs.cities.values()]),
    anyArea: index([...refs.areas.values()]),
    areasByCity,
  };
}

const NUMERIC: BranchImportColumn[] = [
  'size_m2',
  'height_m',
  'building_age_years',
  'floors',
  'floor_height_m',
  'latitude',
  'longitude',
];

/** A spreadsheet cell as the schema expects it: numbers for number columns, text elsewhere (empty text, as a
 * blank form field sends, so a blank required cell reads 'required'). */
function asInput(column: BranchImportColumn, value: SheetCell): unknown {
  const numeric = NUMERIC.includes(column);
  if (value === null) return numeric ? null : '';
  if (numeric) {
    if (typeof value === 'number') return value;
    const text = value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace('٫', '.');
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return String(value);
}

function validateRow(
  sheetRow: SheetRow,
  refs: BranchReferences,
  lookups: ReturnType<typeof lookupIndex>,
): { values: BranchValues | null; errors: { column: BranchImportColumn; key: string }[] } {
  const errors: { column: BranchImportColumn; key: string }[] = [];
  const input: Record<string, unknown> = {};
  for (const column of BRANCH_IMPORT_COLUMNS) {
    const value = sheetRow.cells[column] ?? null;
    input[fieldOfColumn[column]] = asInput(column, value);
  }
  // Look-up columns hold names: resolve them to ids, or report the unknown choice on that column.
  const resolve = (column: BranchImportColumn, found: { id: string } | undefined) => {
    const text = sheetRow.cells[column];
    if (text === null || text === undefined) return;
    if (found) input[fieldOfColumn[column]] = found.id;
    else errors.push({ column, key: 'import.unknown_choice' });
  };
  const text = (column: BranchImportColumn) => normalize(String(sheetRow.cells[column] ?? ''));
  resolve('property_type', lookups.types.get(text('property_type')));
  const city = lookups.cities.get(text('city'));
  resolve('city', city);
  resolve('area', (city && lookups.areasByCity.get(city.id)?.get(text('area'))) || lookups.anyArea.get(text('area')));

  const reported = new Set(errors.map((error) => error.column));
  const result = v.safeParse(branchBodySchema, input, { abortPipeEarly: true });
  if (!result.success) {
    for (const issue of result.issues) {
      const field = String(issue.path?.[0]?.key ?? '');
      const column = columnOfField[field];
      if (!column || reported.has(column)) continue;
      reported.add(column);
      errors.push({ column, key: issue.message });
    }
    return { values: null, errors };
  }
  if (errors.length > 0) return { values: null, errors };
  for (const { field, key } of branchReferenceErrors(refs, result.output)) {
    const column = columnOfField[field];
    if (column && !reported.has(column)) errors.push({ column, key });
  }
  return { values: errors.length > 0 ? null : result.output, errors };
}

export async function checkBranchSheet({ file, lang, refs }: BranchSheetInput): Promise<BranchSheetCheck> {
  const rows = await readBranchSheet(checkedWorkbook(file), lang);
  const lookups = lookupIndex(refs);
  const errors: RowError[] = [];
  const valid: BranchSheetCheck['valid'] = [];
  for (const sheetRow of rows) {
    const { values, errors: rowErrors } = validateRow(sheetRow, refs, lookups);
    for (const error of rowErrors) {
      errors.push({ row: sheetRow.row, column: error.column, message: translateSchemaMessage(lang, error.key) });
    }
    if (values) valid.push({ row: sheetRow.row, values });
  }

  // Codes: unique within the file (bad rows included).
  const codeErrorRows = new Set(errors.filter((error) => error.column === 'code').map((error) => error.row));
  const firstRowOfCode = new Map<string, number>();
  for (const sheetRow of rows) {
    const code = String(sheetRow.cells.code ?? '').trim();
    if (!code || codeErrorRows.has(sheetRow.row)) continue;
    if (firstRowOfCode.has(code)) {
      errors.push({ row: sheetRow.row, column: 'code', message: translate(lang, 'import.duplicate_code') });
    } else firstRowOfCode.set(code, sheetRow.row);
  }
  return { rows: rows.length, valid, errors, codes: [...firstRowOfCode] };
}
