import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { languages } from '../../platform/db/schema/index';

export interface LanguagesFilter {
  isActive?: boolean;
  /** Part of the iso code or of the name. */
  search?: string;
}

function where(filter: LanguagesFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.isActive === undefined ? undefined : eq(languages.isActive, filter.isActive),
    pattern ? or(ilike(languages.iso, pattern), ilike(languages.name, pattern)) : undefined,
  );
}

export const languageSortColumns = { sort: languages.sort, iso: languages.iso, name: languages.name };
type SortColumn = (typeof languageSortColumns)[keyof typeof languageSortColumns];

export function listLanguages(
  db: Queryable,
  filter: LanguagesFilter,
  order: { column: SortColumn; desc: boolean },
  window?: { limit: number; offset: number },
) {
  const query = db
    .select()
    .from(languages)
    .where(where(filter))
    .orderBy(order.desc ? desc(order.column) : asc(order.column), asc(languages.iso))
    .$dynamic();
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export const countLanguages = (db: Queryable, filter: LanguagesFilter) => db.$count(languages, where(filter));
