import type { Branch, BranchExportQuery, TrilingualName } from '@portal/contract';
import ExcelJS from 'exceljs';
import { type DownloadFile, XLSX_TYPE } from '../http/file-route';
import type { CompanyContext } from '../http/request-context';
import type { MessageKey } from '../i18n/en';
import { type Lang, translate } from '../i18n/translate';
import { findBranches } from './branch-queries';

// Export of the branch table: the current search, filters and sort, every page, as .xlsx or CSV, with headers and
// looked-up names in the caller's language.

/** A bound on one download; a bigger export is narrowed with the filters. */
export const EXPORT_MAX_ROWS = 50_000;

const columns: { header: MessageKey; value: (branch: Branch, lang: Lang) => string | number | null }[] = [
  { header: 'import.column.name', value: (b) => b.name },
  { header: 'import.column.code', value: (b) => b.code },
  { header: 'import.column.property_type', value: (b, lang) => nameIn(b.property_type?.name, lang) },
  { header: 'import.column.city', value: (b, lang) => nameIn(b.city.name, lang) },
  { header: 'import.column.area', value: (b, lang) => nameIn(b.area?.name, lang) },
  { header: 'import.column.address', value: (b) => b.address },
  { header: 'import.column.building_number', value: (b) => b.building_number },
  { header: 'import.column.size_m2', value: (b) => b.size_m2 },
  { header: 'import.column.height_m', value: (b) => b.height_m },
  { header: 'import.column.construction_date', value: (b) => b.construction_date },
  { header: 'import.column.building_age_years', value: (b) => b.building_age_years },
  { header: 'import.column.floors', value: (b) => b.floors },
  { header: 'import.column.floor_height_m', value: (b) => b.floor_height_m },
  { header: 'import.column.latitude', value: (b) => b.latitude },
  { header: 'import.column.longitude', value: (b) => b.longitude },
  { header: 'import.column.units_count', value: (b) => b.units_count },
  { header: 'import.column.created_at', value: (b) => b.created_at.slice(0, 10) },
];

function nameIn(name: TrilingualName | undefined, lang: Lang): string | null {
  return name ? name[lang] : null;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // Quote what would break the row, and defuse formulas a spreadsheet would run (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportBranches(ctx: CompanyContext, query: BranchExportQuery): Promise<DownloadFile> {
  const { lang } = ctx;
  const items = await findBranches(ctx.scope, query, { limit: EXPORT_MAX_ROWS, offset: 0 });
  const headers = columns.map((column) => translate(lang, column.header));
  const rows = items.map((branch) => columns.map((column) => column.value(branch, lang)));
  const stamp = ctx.now.toISOString().slice(0, 10);
  const base = `${translate(lang, 'import.sheet.branches')}-${stamp}`;

  if (query.format === 'csv') {
    // The BOM lets Excel read the UTF-8 Arabic names.
    const text = `\uFEFF${[headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
    return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: text };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'import.sheet.branches'), {
    views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(headers).font = { bold: true };
  sheet.addRows(rows);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return { filename: `${base}.xlsx`, contentType: XLSX_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
