import type { AbilityRule, EndpointDeclaration, EndpointInput } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPageQuery } from '../ui/list-page';
import { endpointQuery } from './endpoint-client';

/** A list with no filters of its own in the URL (search, sort and pages only). */
const NO_FILTERS = [] as const;

/** A GET list endpoint whose access is an ability (a company's or an ops rule): a list page can gate on it. */
type ListEndpoint = EndpointDeclaration & { method: 'GET'; access: { ability: AbilityRule } | { ops: AbilityRule } };

/**
 * What a list page reads from its contract list endpoint (issue 25.1), spread into `<ListPage {...list} />`: the
 * ability that gates the page is the endpoint's own rule (not restated), the query options of the URL's list state
 * keep the previous page while the next loads (key: `[...key, 'list', params, query]`), and `filterKeys` are the
 * endpoint's filters the page keeps in the URL. The URL's query is passed as is: the API validates it against the
 * same declaration. `fixed` is merged over it (a queue that is the list with one filter set).
 */
export function endpointList<const E extends ListEndpoint, const F extends readonly string[] = readonly []>(
  declaration: E,
  options: {
    key: readonly string[];
    filterKeys?: F;
    fixed?: ListPageQuery;
    refetchInterval?: number;
  },
) {
  const { access } = declaration;
  const { key, filterKeys, fixed, refetchInterval } = options;
  return {
    access: 'ability' in access ? access.ability : access.ops,
    listQuery: (query: ListPageQuery) =>
      queryOptions({
        ...endpointQuery(declaration, { query: { ...query, ...fixed } } as EndpointInput<E>, { key: [...key, 'list'] }),
        placeholderData: keepPreviousData,
        ...(refetchInterval ? { refetchInterval } : {}),
      }),
    filterKeys: filterKeys ?? NO_FILTERS,
  };
}
