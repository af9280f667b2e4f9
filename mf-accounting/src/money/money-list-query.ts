import { api, type ListPageQuery } from '@portal/shared';
import type { ListResult } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The query options of a money list endpoint (GET list with page, size, search, sort and filters). */
export function moneyListQuery<T>(key: readonly string[], path: string) {
  return (query: ListPageQuery) =>
    queryOptions({
      queryKey: [...key, 'list', query],
      queryFn: () => api.get<ListResult<T>>(path, query),
      placeholderData: keepPreviousData,
    });
}
