import { endpointQuery, type ListPageQuery } from '@portal/shared';
import type { EndpointDeclaration, EndpointInput } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The query options of a money list endpoint (GET list with page, size, search, sort and filters) from its contract
 * declaration: its path, answer type and rule are not restated (issue 25.1). The list page's query (from the URL)
 * is passed as is: the API validates it against the same declaration.
 */
export function moneyListQuery<const E extends EndpointDeclaration & { method: 'GET' }>(
  key: readonly string[],
  declaration: E,
) {
  return (query: ListPageQuery) =>
    queryOptions({
      ...endpointQuery(declaration, { query } as EndpointInput<E>, { key: [...key, 'list'] }),
      placeholderData: keepPreviousData,
    });
}
