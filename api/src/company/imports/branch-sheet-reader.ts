import { BRANCH_IMPORT_LIMITS, type BranchImportColumn } from '@portal/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/http/app-error';
import type { Lang } from '../../platform/i18n/translate';
import { columnByHeader, headerOf, normalize, REQUIRED_COLUMNS } from './import-columns';

// Reads the uploaded workbook into plain rows: its first sheet, columns found by their header text, each cell as
// text, number or ISO date. Whatever cannot be read is a 422 about the file, never a 500.

export type SheetCell = string | number | null;
export type SheetRow = { row: number; cells: Partial<Record<BranchImportColumn, SheetCell>> };

function cellValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue); // formula
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('text' in value) return cellValue(value.text as ExcelJS.CellValue); // hyperlink
  }
  return null;
}

/** `checked`: the upload after xlsx-limits.ts (within the limits, re-packed uncompressed). */
export async function readBranchSheet(checked: Uint8Array, lang: Lang): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(checked as unknown as ArrayBuffer);
  } catch {
    throw new AppError(422, 'import.file_unreadable', { fields: { file: ['import.file_unreadable'] } });
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new AppError(422, 'import.no_rows', { fields: { file: ['import.no_rows'] } });

  const columns = new Map<number, BranchImportColumn>();
  sheet.getRow(1).eachCell((cell, index) => {
    const text = cellValue(cell.value);
    const column = typeof text === 'string' ? columnByHeader.get(normalize(text)) : undefined;
    if (column) columns.set(index, column);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => ![...columns.values()].includes(column));
  if (missing.length > 0) {
    const names = missing.map((column) => headerOf(column, lang)).join(lang === 'ar' ? '، ' : ', ');
    throw new AppError(422, 'import.missing_columns', {
      params: { columns: names },
      fields: { file: [`import.missing_columns?columns=${encodeURIComponent(names)}`] },
    });
  }

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells: SheetRow['cells'] = {};
    let filled = false;
    for (const [index, column] of columns) {
      const value = cellValue(row.getCell(index).value);
      cells[column] = value;
      if (value !== null) filled = true;
    }
    if (filled) rows.push({ row: number, cells });
  });
  if (rows.length === 0) throw new AppError(422, 'import.no_rows', { fields: { file: ['import.no_rows'] } });
  if (rows.length > BRANCH_IMPORT_LIMITS.maxRows) {
    const max = BRANCH_IMPORT_LIMITS.maxRows;
    throw new AppError(422, 'import.too_many_rows', {
      params: { max },
      fields: { file: [`import.too_many_rows?max=${max}`] },
    });
  }
  return rows;
}
