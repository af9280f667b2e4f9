import { PassThrough } from 'node:stream';
import type { ExportFormat } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { Lang } from '../i18n/translate';
import { sarAmount } from '../money-text/sar-amount';

// The file of an export, built from ready cells in a worker thread (workers/) so that a 20,000-row download
// leaves the request loop free; table-export.ts turns a list's rows into those cells. The file rules:
// - CSV is UTF-8 with a BOM (Excel otherwise reads Arabic as mojibake) and CRLF rows.
// - Formula injection (OWASP "CSV Injection"): a CSV text cell starting with = + - @ TAB or CR gets a leading `'`,
//   and so does every such character right after a `,`, `;`, TAB or line break inside the text (issue 16.8): a
//   reader in a locale whose list separator is `;` (fr, de …), or one that ignores quotes, splits there and would
//   start a new, live cell with `a;=cmd()`. Any cell holding a quote, a line break, a TAB, `,` or `;` is also quoted.
//   In .xlsx every text is written as a typed string cell (never a formula), which Excel never evaluates, so the
//   text keeps its exact value there (a `'` would become part of e.g. a "+966…" phone number); one that starts
//   like a formula is also in Text format, so editing it does not make it one (issue 26.7).
// - Money columns take integer halalas: a number with two decimals in .xlsx, "115.00" (exact) in CSV.
// - Arabic sheets are right-to-left; the header row is bold and frozen.

export type ExportCell = string | number | null;

/** `text` (default), `number` (a plain number), `sar` (integer halalas shown as riyals). */
export type ExportColumnKind = 'text' | 'number' | 'sar';

export interface ExportFileInput {
  format: ExportFormat;
  lang: Lang;
  title: string;
  headers: string[];
  kinds: ExportColumnKind[];
  widths: (number | undefined)[];
  /** The rows' cells, as JSON arrays of rows in pieces (a few large strings cross threads cheaply). */
  cellChunks: string[];
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

/** The CSV text: BOM, header, rows, CRLF. */
export function csvText(
  headers: string[],
  kinds: ExportColumnKind[],
  rows: Iterable<ExportCell[]>,
  separator: ',' | ';' = ',',
): string {
  const lines = [headers.map((header) => csvField(header, 'text')).join(separator)];
  for (const row of rows) lines.push(row.map((cell, index) => csvField(cell, kinds[index] ?? 'text')).join(separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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

/** The .xlsx bytes, written row by row with exceljs's streaming writer (no whole-sheet model in memory). */
async function workbookBytes(input: ExportFileInput, rows: Iterable<ExportCell[]>): Promise<Uint8Array> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(input.title), {
    views: [{ rightToLeft: input.lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = input.kinds.map((kind, index) => ({
    width: input.widths[index] ?? 18,
    style: kind === 'sar' ? { numFmt: '#,##0.00' } : {},
  }));
  const header = sheet.addRow(input.headers);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell, index) => xlsxValue(cell, input.kinds[index] ?? 'text')));
    // A typed string is never evaluated as it is, but editing the cell (F2, Enter) re-reads its text and would
    // turn "=…" into a live formula: a cell in Text format (`@`) keeps what is typed as text, in Excel and
    // LibreOffice alike, and the value stays exact (issue 26.7).
    row.forEach((cell, index) => {
      if (typeof cell === 'string' && FORMULA_START.test(cell)) added.getCell(index + 1).numFmt = '@';
    });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return new Uint8Array(Buffer.concat(parts));
}

function* cellRows(chunks: string[]): Generator<ExportCell[]> {
  for (const chunk of chunks) yield* JSON.parse(chunk) as ExportCell[][];
}

/** Worker task: the export's file bytes. */
export async function buildExportFile(input: ExportFileInput): Promise<Uint8Array> {
  if (input.format === 'csv') {
    const text = csvText(input.headers, input.kinds, cellRows(input.cellChunks), input.csvSeparator);
    return new Uint8Array(Buffer.from(text, 'utf8'));
  }
  return workbookBytes(input, cellRows(input.cellChunks));
}
