import { callEndpoint } from '@portal/shared';
import { BRANCH_ENDPOINTS, type Branch } from '@portal/shared/contract';
import { useSearchParams } from '@portal/shared/router';
import { useQueries } from '@tanstack/react-query';

// Issue 28.7: /b2b/branches/select (mf-branches) sends the chosen branches back as `?branches=id,id`; the order
// form and the quotation wizard take them from there. Ids only travel in the URL: each branch is read again
// (BRANCH_ENDPOINTS.get, read b2b_branches), so a stale or foreign id is simply not found.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids in `?branches=`, in the order chosen, without duplicates or malformed ones. */
export function useCarriedBranchIds(): string[] {
  const [params] = useSearchParams();
  const ids = (params.get('branches') ?? '').split(',').filter((id) => UUID.test(id));
  return [...new Set(ids)];
}

/** The carried branches once all are read (`undefined` while reading; those not found are left out). */
export function useCarriedBranches(ids: readonly string[], enabled: boolean): Branch[] | undefined {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['branches', 'one', id],
      queryFn: () => callEndpoint(BRANCH_ENDPOINTS.get, { params: { id } }, { silent: true }),
      enabled,
      retry: false,
    })),
    combine: (results) =>
      results.some((result) => result.isPending)
        ? undefined
        : results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}
