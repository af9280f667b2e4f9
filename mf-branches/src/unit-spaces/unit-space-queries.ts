import { resource } from '@portal/shared';
import type { ListResult, UnitSpace, UnitSpaceBody } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

// company/unit_space: the spaces (type and quantity) a unit holds.

export const unitSpaceResource = resource<UnitSpace, ListResult<UnitSpace>, UnitSpaceBody>('/company/unit_space');
export const UNIT_SPACES_KEY = ['unit-spaces'] as const;
/** A unit holds at most one row per space type, and there are far fewer types than this. */
const ALL_OF_UNIT = { perPage: 100, sortBy: 'sort' };

export const unitSpacesQuery = (unitId: string) =>
  queryOptions({
    queryKey: [...UNIT_SPACES_KEY, unitId],
    queryFn: () => unitSpaceResource.list({ ...ALL_OF_UNIT, unit_id: unitId }),
  });

export const useUnitSpaces = (unitId: string | undefined) =>
  useQuery({ ...unitSpacesQuery(unitId ?? ''), enabled: Boolean(unitId) });

export type SpaceRow = { space_id: string; quantity: number | null };

/** A space row whose request failed: its index in the form and the API's error. */
export class SpaceRowError extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super('unit space not saved');
  }
}

/**
 * Makes the unit's spaces equal the form's rows, matched by space type (unique per unit): removed types are
 * deleted first, then changed quantities updated, then new types added, so no step collides with another.
 * The current rows are read afresh, so retrying after a partial failure converges instead of duplicating.
 */
export async function syncUnitSpaces(unitId: string, rows: SpaceRow[]): Promise<void> {
  const current = (await unitSpaceResource.list({ ...ALL_OF_UNIT, unit_id: unitId })).items;
  const wanted = new Map(rows.map((row, index) => [row.space_id, { quantity: Number(row.quantity), index }]));
  for (const space of current) {
    if (!wanted.has(space.space.id)) await unitSpaceResource.remove(space.id);
  }
  const existing = new Map(current.map((space) => [space.space.id, space]));
  for (const [spaceId, { quantity, index }] of wanted) {
    const body = { unit_id: unitId, space_id: spaceId, quantity };
    const before = existing.get(spaceId);
    try {
      if (!before) await unitSpaceResource.create(body);
      else if (before.quantity !== quantity) await unitSpaceResource.update(before.id, body);
    } catch (error) {
      throw new SpaceRowError(index, error);
    }
  }
}
