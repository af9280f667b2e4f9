import { type UnitBody, unitBodySchema, unitSpaceBodySchema } from '@portal/shared/contract';
import * as v from 'valibot';
import type { SpaceRow } from '../unit-spaces/unit-space-queries';

// The unit dialog's form: the contract's unit body plus the unit's spaces, each row checked with the
// contract's own unit_space rules (a space type, a whole quantity from 1 to 1000).

export const unitFormSchema = v.object({
  ...unitBodySchema.entries,
  spaces: v.array(
    v.object({ space_id: unitSpaceBodySchema.entries.space_id, quantity: unitSpaceBodySchema.entries.quantity }),
  ),
});
export type UnitFormValues = UnitBody & { spaces: SpaceRow[] };

/** Indexes of rows repeating a space type already chosen above them (the API allows one row per type). */
export function repeatedSpaceRows(rows: SpaceRow[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  rows.forEach((row, index) => {
    if (seen.has(row.space_id)) repeated.push(index);
    seen.add(row.space_id);
  });
  return repeated;
}
