import type { ListQuery, ListResult } from '@portal/contract';
import { AppError } from './app-error';

/** LIMIT/OFFSET of a validated list query. */
export function pageWindow(query: ListQuery): { limit: number; offset: number } {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage };
}

/**
 * Maps the client's `sortBy` onto a column the endpoint allows; anything else is a 422 on `sortBy`
 * (never a raw column name in SQL).
 */
export function sortColumn<TColumn>(query: ListQuery, allowed: Record<string, TColumn>, fallback: TColumn): TColumn {
  if (!query.sortBy) return fallback;
  // Own keys only: `sortBy=__proto__` or `constructor` must not reach SQL as an inherited member (issue 16.2).
  const column = Object.hasOwn(allowed, query.sortBy) ? allowed[query.sortBy] : undefined;
  if (column === undefined)
    throw new AppError(422, 'errors.validation', { fields: { sortBy: ['validation.invalid'] } });
  return column;
}

export function listResult<T>(items: T[], total: number, query: ListQuery): ListResult<T> {
  return { items, total, page: query.page, perPage: query.perPage };
}
