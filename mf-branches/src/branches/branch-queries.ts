import { type PickerSearch, resource } from '@portal/shared';
import { BRANCH_ENDPOINTS, type BranchBody } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// company/branch (spec §7 generic resource): list, one, create, update (id in the body), delete.

const branchResource = resource(BRANCH_ENDPOINTS);
export const BRANCHES_KEY = ['branches'] as const;

export const branchListQuery = (query: Record<string, unknown>) =>
  queryOptions({
    queryKey: [...BRANCHES_KEY, 'list', query],
    queryFn: () => branchResource.list(query),
    placeholderData: keepPreviousData,
  });
/** A branch found by typing (a unit's branch, the units filter): contains-search on name or code, by name. */
export const branchSearchQuery = (search: PickerSearch) => branchListQuery({ ...search, sortBy: 'name' });
const branchQuery = (id: string) =>
  queryOptions({ queryKey: [...BRANCHES_KEY, 'one', id], queryFn: () => branchResource.get(id) });

export const useBranch = (id: string, enabled = true) => useQuery({ ...branchQuery(id), enabled });

/** Create or update; either way every branch list and this branch are stale afterwards. */
export function useSaveBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BranchBody }) =>
      id ? branchResource.update(id, body) : branchResource.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}

export function useDeleteBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => branchResource.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}
