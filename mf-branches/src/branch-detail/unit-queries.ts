import { resource } from '@portal/shared';
import type { ListResult, Unit, UnitBody } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRANCHES_KEY } from '../branches/branch-queries';

// company/unit: the units of one branch.

export const unitResource = resource<Unit, ListResult<Unit>, UnitBody>('/company/unit');
const UNITS_KEY = ['units'] as const;

export const unitListQuery = (query: Record<string, unknown>) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'list', query],
    queryFn: () => unitResource.list(query),
    placeholderData: keepPreviousData,
  });

export const useUnitList = (query: Record<string, unknown>, enabled: boolean) =>
  useQuery({ ...unitListQuery(query), enabled });

/** A unit change also changes its branch's unit count. */
function useInvalidateUnits() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: UNITS_KEY }),
      client.invalidateQueries({ queryKey: BRANCHES_KEY }),
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
