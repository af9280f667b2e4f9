import { BRANCH_IMPORT_COLUMNS, type BranchImportError } from '@portal/contract';
import { assignBranches } from '../branches/branch-assignment';
import { insertBranches, takenCodes } from '../branches/branch-queries';
import { loadBranchReferences } from '../branches/branch-references';
import { mapUniqueViolation } from '../db/unique-violation';
import { AppError } from '../http/app-error';
import type { CompanyContext } from '../http/request-context';
import { type Lang, translate } from '../i18n/translate';
import { runInWorker } from '../workers/worker-pool';
import type { RowError } from './branch-sheet-check';
import { headerOf } from './import-columns';
import { unpackedTooLarge } from './xlsx-limits';

// company/importProperties: the file is checked and its rows validated in a worker thread (branch-sheet-check.ts);
// one bad row refuses the whole file; a good file goes in as multi-row INSERTs inside ONE transaction, so either
// every branch exists afterwards or none.

const INSERT_BATCH = 250; // 18 parameters a row: far below PostgreSQL's 65,535
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

  // Someone saving one of these codes meanwhile rolls the transaction back: nothing is imported. Small batches:
  // building one multi-row INSERT is synchronous work on the request loop.
  await mapUniqueViolation({ branches_company_code_unique: { field: 'file', key: 'branches.code_taken' } }, () =>
    scope.transaction(async (tx) => {
      for (let start = 0; start < valid.length; start += INSERT_BATCH) {
        const batch = valid.slice(start, start + INSERT_BATCH).map(({ values }) => values);
        // A member limited to assigned branches must see what they imported (spec §6).
        await assignBranches(tx, await insertBranches(tx, batch, now));
      }
    }),
  );
  return { imported: valid.length };
}
