import type { LANGUAGE_SORTS, Language, LanguagesResult, SortedListQuery } from '@portal/contract';
import type { languages } from '../../platform/db/schema/index';
import { listResult, pageWindow, sortColumn } from '../../platform/http/list-query';
import type { RequestContext } from '../../platform/http/request-context';
import { countLanguages, languageSortColumns, listLanguages } from './language-queries';

export interface LanguagesListInput extends Omit<SortedListQuery<typeof LANGUAGE_SORTS>, 'page'> {
  page: number;
  is_active?: boolean;
}

const toLanguage = (row: typeof languages.$inferSelect): Language => ({
  iso: row.iso,
  name: row.name,
  sort: row.sort,
  is_active: row.isActive,
  dir: row.dir,
});

/** page 0: every matching language as an array; page ≥ 1: one page in the standard list shape. */
export async function languagesList(ctx: RequestContext, input: LanguagesListInput): Promise<LanguagesResult> {
  const { db } = ctx;
  const filter = { isActive: input.is_active, search: input.q };
  const order = { column: sortColumn(input, languageSortColumns, languageSortColumns.sort), desc: input.sortDesc };
  if (input.page === 0) return (await listLanguages(db, filter, order)).map(toLanguage);
  const [rows, total] = await Promise.all([
    listLanguages(db, filter, order, pageWindow(input)),
    countLanguages(db, filter),
  ]);
  return listResult(rows.map(toLanguage), total, input);
}
