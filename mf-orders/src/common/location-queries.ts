import { callEndpoint, type PickerSearch } from '@portal/shared';
import { BRANCH_ENDPOINTS, UNIT_ENDPOINTS } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';

// The company's branches and units the wizard offers, from their declarations (BRANCH_ENDPOINTS.list,
// UNIT_ENDPOINTS.list: read b2b_branches and read b2b_units). The callers pass `enabled` = the ability, so a
// role without it never runs them (and the endpoint client never sends a call the role does not allow).

const PAGE = { perPage: 100, sortBy: 'name' } as const;

export const branchChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: ['branches', 'list', { ...PAGE, q: search }],
    queryFn: () => callEndpoint(BRANCH_ENDPOINTS.list, { query: search ? { ...PAGE, q: search } : PAGE }),
    placeholderData: keepPreviousData,
  });

/** One branch, found by typing (the order form's branch): the first page of contains-matches by name or code. */
export const branchSearchQuery = (search: PickerSearch) =>
  queryOptions({
    queryKey: ['branches', 'list', { ...search, sortBy: 'name' }],
    queryFn: () => callEndpoint(BRANCH_ENDPOINTS.list, { query: { ...search, sortBy: 'name' } }),
  });

/** One branch by its id (a draft's branch: its name on the orders list, its size and floors in the form). */
export const branchQuery = (id: string) =>
  queryOptions({
    queryKey: ['branches', 'one', id],
    queryFn: () => callEndpoint(BRANCH_ENDPOINTS.get, { params: { id } }, { silent: true }),
  });

const unitChoicesQuery = (branchId: string) =>
  queryOptions({
    queryKey: ['units', 'list', { ...PAGE, branch_id: branchId }],
    queryFn: () => callEndpoint(UNIT_ENDPOINTS.list, { query: { ...PAGE, branch_id: branchId } }),
  });

export const useBranchChoices = (search: string, enabled: boolean) =>
  useQuery({ ...branchChoicesQuery(search), enabled });

/** The units of each chosen branch (one request per branch, cached per branch). */
export function useUnitChoices(branchIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: branchIds.map((id) => ({ ...unitChoicesQuery(id), enabled })),
    combine: (results) => ({
      units: results.flatMap((result) => result.data?.items ?? []),
      loading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
    }),
  });
}
