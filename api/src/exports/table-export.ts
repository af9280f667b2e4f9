import type { ExportFormat } from '@portal/contract';
import ExcelJS from 'exceljs';
import { type DownloadFile, XLSX_TYPE } from '../http/file-route';
import type { Lang } from '../i18n/translate';
import { sarAmount } from '../invoices/sar-amount';

// One way to download a list (branches, invoices, transactions, payments …): localized headers and rows in, an
// .xlsx or a CSV file out. Callers own the query and the column choice; this owns the file rules:
// - CSV is UTF-8 with a BOM (Excel otherwise reads Arabic as mojibake) and CRLF rows.
// - Formula injection (OWASP "CSV Injection"): a CSV text cell starting with = + - @ TAB or CR gets a leading `'`,
//   and so does every such character right after a `,`, `;`, TAB or line break inside the text (issue 16.8): a
//   reader in a locale whose list separator is `;` (fr, de …), or one that ignores quotes, splits there and would
//   start a new, live cell with `a;=cmd()`. Any cell holding a quote, a line break, a TAB, `,` or `;` is also quoted.
//   In .xlsx every text is written as a typed string cell (never a formula), which Excel never evaluates, so the
//   text keeps its exact value there (a `'` would become part of e.g. a "+966…" phone number).
// - Money columns take integer halalas: a number with two decimals in .xlsx, "115.00" (exact) in CSV.
// - Arabic sheets are right-to-left; the header row is bold and frozen.

/** A bound on one download; a bigger export is narrowed with the filters. */
export const EXPORT_MAX_ROWS = 50_000;

type ExportCell = string | number | null;

/** `text` (default), `number` (a plain number), `sar` (integer halalas shown as riyals). */
type ExportColumnKind = 'text' | 'number' | 'sar';

export interface ExportColumn<TRow> {
  /** Already translated into the caller's language. */
  header: string;
  kind?: ExportColumnKind;
  /** Column width in characters (.xlsx only). */
  width?: number;
  value: (row: TRow) => ExportCell;
}

export interface TableExport<TRow> {
  format: ExportFormat;
  lang: Lang;
  /** Sheet title and start of the file name, translated (e.g. "الفواتير"). */
  title: string;
  columns: ExportColumn<TRow>[];
  rows: readonly TRow[];
  /** Stamp in the file name (the caller's clock). */
  now: Date;
  /** CSV field separator; `;` for readers whose locale uses it. */
  csvSeparator?: ',' | ';';
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula character where a reader splitting on `,` `;` TAB or a line break would start a cell. */
const FORMULA_AFTER_SPLIT = /([,;\t\r\n])(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** Text a spreadsheet would run as a formula, at the start or after any split point, gets an apostrophe there. */
export function defuseFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SPLIT, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

function csvField(value: ExportCell, kind: ExportColumnKind): string {
  if (value === null) return '';
  let text: string;
  if (typeof value === 'number') text = kind === 'sar' ? sarAmount(value) : String(value);
  else text = defuseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function tableCsv<TRow>(
  columns: ExportColumn<TRow>[],
  rows: readonly TRow[],
  separator: ',' | ';' = ',',
): string {
  const header = columns.map((column) => csvField(column.header, 'text')).join(separator);
  const body = rows.map((row) =>
    columns.map((column) => csvField(column.value(row), column.kind ?? 'text')).join(separator),
  );
  return `\uFEFF${[header, ...body].join('\r\n')}\r\n`;
}

/** Excel refuses sheet names over 31 characters or with : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

function xlsxValue(value: ExportCell, kind: ExportColumnKind): ExportCell {
  // Halalas → riyals for display only; the two-decimal format shows the exact amount.
  if (kind === 'sar' && typeof value === 'number') return value / 100;
  return value;
}

async function tableWorkbook<TRow>(
  columns: ExportColumn<TRow>[],
  rows: readonly TRow[],
  options: { title: string; lang: Lang },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(options.title), {
    views: [{ rightToLeft: options.lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    width: column.width ?? 18,
    style: column.kind === 'sar' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => xlsxValue(column.value(row), column.kind ?? 'text')));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file answer of an export route. */
export async function exportTable<TRow>(table: TableExport<TRow>): Promise<DownloadFile> {
  const base = `${table.title}-${table.now.toISOString().slice(0, 10)}`;
  if (table.format === 'csv')
    return {
      filename: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: tableCsv(table.columns, table.rows, table.csvSeparator),
    };
  return {
    filename: `${base}.xlsx`,
    contentType: XLSX_TYPE,
    body: await tableWorkbook(table.columns, table.rows, table),
  };
}
