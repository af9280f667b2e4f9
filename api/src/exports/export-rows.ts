import { type CompanyScope, companyScope } from '../db/scoped-db';
import { EXPORT_MAX_ROWS } from './table-export';

// An export's rows read in pages (issue 16 §3): one query answering 20,000 rows maps them all in one go on the
// request loop (seconds of stall for everyone else); pages of EXPORT_PAGE rows keep each step short. The pages
// run in one read-only REPEATABLE READ transaction, so they all see the same snapshot: a branch saved meanwhile
// neither shifts a row into two pages nor out of all of them.

const EXPORT_PAGE = 2000;

export type ExportPage<T> = (scope: CompanyScope, window: { limit: number; offset: number }) => Promise<T[]>;

/** Up to EXPORT_MAX_ROWS rows of `page` (the list query with its filters and sort), page by page. */
export function exportRows<T>(scope: CompanyScope, page: ExportPage<T>): Promise<T[]> {
  return scope.db.transaction(
    async (tx) => {
      const snapshot = companyScope(tx, scope);
      const rows: T[] = [];
      for (;;) {
        const limit = Math.min(EXPORT_PAGE, EXPORT_MAX_ROWS - rows.length);
        const found = await page(snapshot, { limit, offset: rows.length });
        for (const row of found) rows.push(row);
        if (found.length < limit || rows.length >= EXPORT_MAX_ROWS) return rows;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
