import { BRANCH_IMPORT_COLUMNS, type BranchImportError, type BranchValues } from '@portal/contract';
import { hasOneSession, oneLongWorkAtATime, yieldSession } from '../../platform/db/database';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { mapUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { type Lang, translate } from '../../platform/i18n/translate';
import { runInWorker } from '../../platform/workers/worker-pool';
import { assignBranches } from '../branches/branch-assignment';
import { deleteBranches, insertBranches, takenCodes } from '../branches/branch-queries';
import { loadBranchReferences } from '../branches/branch-references';
import type { RowError } from './branch-sheet-check';
import { headerOf } from './import-columns';
import { unpackedTooLarge } from './xlsx-limits';

// company/importProperties: the file is checked and its rows validated in a worker thread (branch-sheet-check.ts);
// one bad row refuses the whole file; a good file goes in as multi-row INSERTs inside ONE transaction on a server,
// so either every branch exists afterwards or none. On the embedded database (one session) one transaction of
// 10,000 rows would hold every other user's statements for seconds: there the rows go in slices of SLICE rows, each
// its own transaction with a short pause for others in between, and a failure part-way removes the slices already written (ADR 0034).

const INSERT_BATCH = 250; // 18 parameters a row: far below PostgreSQL's 65,535
const SLICE = 250;
const REPORTED_ERRORS = 500;

function refuse(errors: RowError[], rows: number, lang: Lang): never {
  errors.sort(
    (a, b) => a.row - b.row || BRANCH_IMPORT_COLUMNS.indexOf(a.column) - BRANCH_IMPORT_COLUMNS.indexOf(b.column),
  );
  const reported: BranchImportError[] = errors.slice(0, REPORTED_ERRORS).map((error) => ({
    row: error.row,
    column: headerOf(error.column, lang),
    field: error.column,
    message: error.message,
  }));
  throw new AppError(422, 'import.rows_invalid', {
    params: { count: errors.length },
    fields: { file: [`import.rows_invalid?count=${errors.length}`] },
    data: { errors: reported, total_errors: errors.length, rows },
  });
}

/** Checks the uploaded workbook off the request loop, then writes it: all rows or none. */
export async function importBranches(ctx: CompanyContext, file: Uint8Array) {
  const { scope, lang, now } = ctx;
  const refs = await loadBranchReferences(scope.db);
  const buffer = file.buffer instanceof ArrayBuffer && file.byteLength === file.buffer.byteLength ? file.buffer : null;
  const { rows, valid, errors, codes } = await runInWorker(
    'branch-sheet',
    { file, lang, refs },
    { transfer: buffer ? [buffer] : [], outOfMemory: unpackedTooLarge },
  );

  // Codes already used by the company's branches.
  const firstRowOfCode = new Map(codes);
  const distinct = [...firstRowOfCode.keys()];
  for (let start = 0; start < distinct.length; start += 5000) {
    for (const code of await takenCodes(scope, distinct.slice(start, start + 5000))) {
      errors.push({ row: firstRowOfCode.get(code)!, column: 'code', message: translate(lang, 'branches.code_taken') });
    }
  }
  if (errors.length > 0) refuse(errors, rows, lang);

  // Someone saving one of these codes meanwhile fails the import: nothing is imported.
  const values = valid.map((row) => row.values);
  await mapUniqueViolation(
    { branches_company_code_unique: { field: 'file', key: 'branches.code_taken' } },
    async () => {
      if (hasOneSession(scope.db)) await oneLongWorkAtATime(() => writeInSlices(scope, values, now));
      else await scope.transaction((tx) => writeRows(tx, values, now));
    },
  );
  return { imported: valid.length };
}

/** Small batches: building one multi-row INSERT is synchronous work on the request loop. */
async function writeRows(tx: CompanyScope, rows: BranchValues[], now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const inserted = await insertBranches(tx, rows.slice(start, start + INSERT_BATCH), now);
    // A member limited to assigned branches must see what they imported (spec §6).
    await assignBranches(tx, inserted);
    ids.push(...inserted);
  }
  return ids;
}

/** One session: a transaction per slice, other users' statements in between; all slices or none stay. */
async function writeInSlices(scope: CompanyScope, rows: BranchValues[], now: Date): Promise<void> {
  const written: string[] = [];
  try {
    for (let start = 0; start < rows.length; start += SLICE) {
      if (start > 0) await yieldSession();
      written.push(...(await scope.transaction((tx) => writeRows(tx, rows.slice(start, start + SLICE), now))));
    }
  } catch (error) {
    for (let start = 0; start < written.length; start += SLICE) {
      await scope.transaction((tx) => deleteBranches(tx, written.slice(start, start + SLICE)));
    }
    throw error;
  }
}
