import type { ListQuery, ListResult } from '@portal/contract';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { AppError } from './app-error';

/** LIMIT/OFFSET of a validated list query. */
export function pageWindow(query: ListQuery): { limit: number; offset: number } {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage };
}

/**
 * Maps the client's `sortBy` onto its column. `allowed` has exactly the endpoint's contract sort keys (its query
 * schema's `sortByEntry(KEYS)` already answered 422 for any other); the own-key check stays for callers that pass
 * a query the schema did not parse, so a raw column name never reaches SQL.
 */
export function sortColumn<TKey extends string, TAllowed extends Record<NoInfer<TKey>, unknown>, TFallback>(
  query: { sortBy?: TKey | undefined },
  allowed: TAllowed,
  fallback: TFallback,
): TAllowed[TKey] | TFallback {
  if (!query.sortBy) return fallback;
  // Own keys only: `sortBy=__proto__` or `constructor` must not reach SQL as an inherited member (issue 16.2).
  const column = Object.hasOwn(allowed, query.sortBy) ? allowed[query.sortBy] : undefined;
  if (column === undefined)
    throw new AppError(422, 'errors.validation', { fields: { sortBy: ['validation.invalid'] } });
  return column;
}

/** A money list's ORDER BY: the asked sort column (descending with sortDesc), else newest first; the sequence
 * breaks ties (same timestamp), so pages never overlap. */
export function newestFirstOrder<TKey extends string>(
  query: { sortBy?: TKey | undefined; sortDesc?: boolean | undefined },
  allowed: Record<NoInfer<TKey>, AnyColumn | SQL>,
  seq: AnyColumn,
): SQL[] {
  const column = sortColumn(query, allowed, seq);
  const direction = query.sortBy ? (query.sortDesc ? desc : asc) : desc;
  return [direction(column), desc(seq)];
}

export function listResult<T>(items: T[], total: number, query: ListQuery): ListResult<T> {
  return { items, total, page: query.page, perPage: query.perPage };
}
