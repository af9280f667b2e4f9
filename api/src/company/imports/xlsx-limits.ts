import { BRANCH_IMPORT_LIMITS } from '@portal/contract';
import { Unzip, type UnzipFile, UnzipInflate, unzipSync, zipSync } from 'fflate';
import { AppError } from '../../platform/http/app-error';

// An .xlsx is a zip: 1.6 MB of upload can unpack to gigabytes (issue 16 §3 froze the API for 68 s at 4.1 GB).
// Before exceljs sees a byte, the upload is checked in two passes with fflate, neither holding more than the limit:
// 1. the central directory's declared sizes and entry count (read without inflating anything);
// 2. every entry really inflated, in small slices, counting the bytes (a zip's headers can lie) and counting the
//    rows and columns of each worksheet's XML as it streams by.
// What passes is handed on re-packed without compression, so the reader only ever unpacks what was counted here.

const XLSX_LIMITS = {
  /** All entries together, unpacked: a 10,000-row template file unpacks to about 6 MB. */
  maxUnpackedBytes: 32 * 1024 * 1024,
  maxEntries: 1000,
  /** Row elements of any one worksheet: the data rows and the header row. */
  maxSheetRows: BRANCH_IMPORT_LIMITS.maxRows + 1,
  /** The template has 15 columns; room for a user's own notes beside them. */
  maxColumns: 50,
} as const;

const SLICE = 16 * 1024; // compressed bytes per push: at most ~16 MB of output per slice (deflate's 1:1032)

export const unpackedTooLarge = () => {
  const mb = XLSX_LIMITS.maxUnpackedBytes / (1024 * 1024);
  return new AppError(413, 'import.unpacked_too_large', {
    params: { mb },
    fields: { file: [`import.unpacked_too_large?mb=${mb}`] },
  });
};
const tooManyRows = () => {
  const max = BRANCH_IMPORT_LIMITS.maxRows;
  return new AppError(422, 'import.too_many_rows', {
    params: { max },
    fields: { file: [`import.too_many_rows?max=${max}`] },
  });
};
const tooManyColumns = () => {
  const max = XLSX_LIMITS.maxColumns;
  return new AppError(422, 'import.too_many_columns', {
    params: { max },
    fields: { file: [`import.too_many_columns?max=${max}`] },
  });
};
const unreadable = () => new AppError(422, 'import.file_unreadable', { fields: { file: ['import.file_unreadable'] } });

const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);

/** "AB" → 28. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const char of letters.toUpperCase()) n = n * 26 + (char.charCodeAt(0) - 64);
  return n;
}

/** Counts `<row>` and `<c>` elements of a worksheet's XML fed in pieces; throws as soon as a limit is passed. */
function sheetCounter() {
  const decoder = new TextDecoder();
  const tag = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])([^<>]*)>/g;
  let carry = '';
  let rows = 0;
  let column = 0;
  const scan = (text: string) => {
    for (const match of text.matchAll(tag)) {
      if (match[1] === 'row') {
        rows += 1;
        column = 0;
        if (rows > XLSX_LIMITS.maxSheetRows) throw tooManyRows();
        continue;
      }
      const reference = /\sr\s*=\s*["']([A-Za-z]{1,3})\d*["']/.exec(match[2] ?? '');
      column = reference?.[1] ? columnNumber(reference[1]) : column + 1;
      if (column > XLSX_LIMITS.maxColumns) throw tooManyColumns();
    }
  };
  return {
    push(chunk: Uint8Array, final: boolean) {
      const text = carry + decoder.decode(chunk, { stream: !final });
      // A tag cut by the chunk's end waits for the rest.
      const open = text.lastIndexOf('<');
      const cut = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
      scan(text.slice(0, cut));
      carry = text.slice(cut);
      if (carry.length > 4096) carry = ''; // no row or cell tag is that long: not a tag worth waiting for
    },
  };
}

/** Pass 1: the central directory's entry count and declared unpacked sizes. */
function checkDeclaredSizes(zip: Uint8Array) {
  let entries = 0;
  let declared = 0;
  try {
    unzipSync(zip, {
      filter(file) {
        entries += 1;
        declared += file.originalSize;
        if (entries > XLSX_LIMITS.maxEntries || declared > XLSX_LIMITS.maxUnpackedBytes) throw unpackedTooLarge();
        return false; // inflate nothing
      },
    });
  } catch (error) {
    throw error instanceof AppError ? error : unreadable();
  }
  if (entries === 0) throw unreadable();
}

/** Pass 2: inflates every entry in slices, counting real bytes, rows and columns; answers the entries. */
function inflateWithinLimits(zip: Uint8Array): Record<string, Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  let unpacked = 0;
  let failure: unknown = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file: UnzipFile) => {
    if (file.name.endsWith('/')) return;
    const parts: Uint8Array[] = [];
    const counter = isWorksheet(file.name) ? sheetCounter() : null;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      try {
        if (error) throw unreadable();
        unpacked += chunk.length;
        if (unpacked > XLSX_LIMITS.maxUnpackedBytes) throw unpackedTooLarge();
        counter?.push(chunk, final);
        parts.push(chunk);
        if (final) entries[file.name] = concat(parts);
      } catch (thrown) {
        failure = thrown;
        file.terminate();
      }
    };
    try {
      file.start();
    } catch {
      failure ??= unreadable(); // a compression method an .xlsx never uses
    }
  };
  try {
    for (let at = 0; at < zip.length && !failure; at += SLICE) {
      unzip.push(zip.subarray(at, at + SLICE), at + SLICE >= zip.length);
    }
  } catch {
    failure ??= unreadable();
  }
  if (failure) throw failure instanceof AppError ? failure : unreadable();
  return entries;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The uploaded workbook checked against XLSX_LIMITS (413 when it unpacks too big, 422 for too many rows or
 * columns or an unreadable zip), re-packed uncompressed for the spreadsheet reader.
 */
export function checkedWorkbook(upload: Uint8Array): Uint8Array {
  checkDeclaredSizes(upload);
  const entries = inflateWithinLimits(upload);
  if (Object.keys(entries).length === 0) throw unreadable();
  return zipSync(entries, { level: 0 });
}
