import { api } from '@portal/shared';
import type { ListResult } from '@portal/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A server-side money list (GET list with page, size, search, sort and filters). */
export function useMoneyList<T>(
  key: readonly string[],
  path: string,
  query: Record<string, unknown>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: () => api.get<ListResult<T>>(path, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
