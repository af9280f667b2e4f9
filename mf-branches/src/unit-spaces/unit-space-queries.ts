import { resource } from '@portal/shared';
import { UNIT_SPACE_ENDPOINTS } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

// company/unit_space: the spaces (type and quantity) a unit holds. They are saved with the unit itself
// (the unit body's `spaces`); this list only reads them for the unit form.

const unitSpaceResource = resource(UNIT_SPACE_ENDPOINTS);
export const UNIT_SPACES_KEY = ['unit-spaces'] as const;
/** A unit holds at most one row per space type, and there are far fewer types than this. */
const ALL_OF_UNIT = { perPage: 100, sortBy: 'sort' };

const unitSpacesQuery = (unitId: string) =>
  queryOptions({
    queryKey: [...UNIT_SPACES_KEY, unitId],
    queryFn: () => unitSpaceResource.list({ ...ALL_OF_UNIT, unit_id: unitId }),
  });

export const useUnitSpaces = (unitId: string | undefined) =>
  useQuery({ ...unitSpacesQuery(unitId ?? ''), enabled: Boolean(unitId) });
