import { resource } from '@portal/shared';
import { UNIT_ENDPOINTS, type UnitBody } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANCHES_KEY } from '../branches/branch-queries';
import { UNIT_SPACES_KEY } from '../unit-spaces/unit-space-queries';

// company/unit: the units of a branch, or of every branch (the units page).

const unitResource = resource(UNIT_ENDPOINTS);
const UNITS_KEY = ['units'] as const;

export const unitListQuery = (query: Record<string, unknown>) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'list', query],
    queryFn: () => unitResource.list(query),
    placeholderData: keepPreviousData,
  });

/** A unit change also changes its branch's unit count and its spaces. */
function useInvalidateUnits() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: UNITS_KEY }),
      client.invalidateQueries({ queryKey: BRANCHES_KEY }),
      client.invalidateQueries({ queryKey: UNIT_SPACES_KEY }),
    ]);
}

export function useSaveUnit() {
  const invalidate = useInvalidateUnits();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: UnitBody }) =>
      id ? unitResource.update(id, body) : unitResource.create(body),
    onSuccess: invalidate,
  });
}

export function useDeleteUnit() {
  const invalidate = useInvalidateUnits();
  return useMutation({ mutationFn: (id: string) => unitResource.remove(id), onSuccess: invalidate });
}
