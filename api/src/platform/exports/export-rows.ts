import { hasOneSession, oneLongWorkAtATime, yieldSession } from '../db/database';
import { type CompanyScope, companyScope } from '../db/scoped-db';
import { EXPORT_MAX_ROWS } from './table-export';

// An export's rows read in pages (issue 16 §3): one query answering 20,000 rows maps them all in one go on the
// request loop (seconds of stall for everyone else); pages of EXPORT_PAGE rows keep each step short. On a server
// the pages run in one read-only REPEATABLE READ transaction, so they all see the same snapshot: a branch saved
// meanwhile neither shifts a row into two pages nor out of all of them. On the embedded database (one session) a
// transaction would hold every other user's statements until the last page (seconds): there each page is its own
// statement, smaller, with a pause for other requests between them (ADR 0034); a row saved meanwhile may shift a page.

const EXPORT_PAGE = 2000;
const ONE_SESSION_PAGE = 500;

export type ExportPage<T> = (scope: CompanyScope, window: { limit: number; offset: number }) => Promise<T[]>;

/** Up to EXPORT_MAX_ROWS rows of `page` (the list query with its filters and sort), page by page. */
export function exportRows<T>(scope: CompanyScope, page: ExportPage<T>): Promise<T[]> {
  if (hasOneSession(scope.db)) {
    return oneLongWorkAtATime(() => readPages(scope, page, ONE_SESSION_PAGE, yieldSession));
  }
  return scope.db.transaction((tx) => readPages(companyScope(tx, scope), page, EXPORT_PAGE, async () => {}), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readPages<T>(
  scope: CompanyScope,
  page: ExportPage<T>,
  size: number,
  between: () => Promise<void>,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    if (rows.length > 0) await between();
    const limit = Math.min(size, EXPORT_MAX_ROWS - rows.length);
    const found = await page(scope, { limit, offset: rows.length });
    for (const row of found) rows.push(row);
    if (found.length < limit || rows.length >= EXPORT_MAX_ROWS) return rows;
  }
}
