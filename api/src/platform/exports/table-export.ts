import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { ExportFormat } from '@portal/contract';
import { type DownloadFile, XLSX_TYPE } from '../http/file-route';
import type { Lang } from '../i18n/translate';
import { runInWorker } from '../workers/worker-pool';
import { csvText, type ExportCell, type ExportColumnKind, type ExportFileInput } from './export-file';

// One way to download a list (branches, invoices, transactions, payments …): localized headers and rows in, an
// .xlsx or a CSV file out. Callers own the query and the column choice; this turns their rows into cells, a
// thousand rows at a time (yielding to other requests in between), and a worker thread writes the file
// (export-file.ts, which owns the file rules: formula defusing, money, right-to-left sheets).

export { defuseFormula } from './export-file';

/** A bound on one download; a bigger export is narrowed with the filters. */
export const EXPORT_MAX_ROWS = 50_000;

const CHUNK_ROWS = 1000;

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

const cellsOf = <TRow>(columns: ExportColumn<TRow>[], row: TRow) => columns.map((column) => column.value(row));

/** The CSV text of a few rows, here on the calling thread (the file rules are export-file.ts's). */
export function tableCsv<TRow>(
  columns: ExportColumn<TRow>[],
  rows: readonly TRow[],
  separator: ',' | ';' = ',',
): string {
  return csvText(
    columns.map((column) => column.header),
    columns.map((column) => column.kind ?? 'text'),
    rows.map((row) => cellsOf(columns, row)),
    separator,
  );
}

/** The export a request asks for: its format; the request's language (headers, labels) and clock (file name). */
export const requestExport = <TRow>(
  ctx: { lang: Lang; now: Date },
  format: ExportFormat,
  sheet: Pick<TableExport<TRow>, 'title' | 'columns' | 'rows'>,
): Promise<DownloadFile> => exportTable({ format, lang: ctx.lang, now: ctx.now, ...sheet });

/** The file answer of an export route. */
export async function exportTable<TRow>(table: TableExport<TRow>): Promise<DownloadFile> {
  const base = `${table.title}-${table.now.toISOString().slice(0, 10)}`;
  const cellChunks: string[] = [];
  for (let start = 0; start < table.rows.length; start += CHUNK_ROWS) {
    if (start > 0) await yieldToLoop();
    const chunk: ExportCell[][] = [];
    for (const row of table.rows.slice(start, start + CHUNK_ROWS)) chunk.push(cellsOf(table.columns, row));
    cellChunks.push(JSON.stringify(chunk));
  }
  const input: ExportFileInput = {
    format: table.format,
    lang: table.lang,
    title: table.title,
    headers: table.columns.map((column) => column.header),
    kinds: table.columns.map((column) => column.kind ?? 'text'),
    widths: table.columns.map((column) => column.width),
    cellChunks,
    csvSeparator: table.csvSeparator,
  };
  const bytes = await runInWorker('export-file', input);
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (table.format === 'csv') return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body };
  return { filename: `${base}.xlsx`, contentType: XLSX_TYPE, body };
}
