import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repeatedSpaceRows, unitFormSchema } from './unit-form-schema';

const KITCHEN = '0b5f2a6e-8d1c-4a57-9a0e-1c2d3e4f5a6b';
const BEDROOM = '6a1e9c2b-3d4f-4e5a-8b6c-7d8e9f0a1b2c';
const unit = {
  branch_id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
  name: 'Villa 3',
  unit_type_id: 'a9b8c7d6-e5f4-4321-9876-543210fedcba',
  floor: null,
  size_m2: null,
};

describe('the unit form', () => {
  it('accepts spaces with a type and a whole quantity from 1 to 1000', () => {
    const spaces = [
      { space_id: KITCHEN, quantity: 1 },
      { space_id: BEDROOM, quantity: 1000 },
    ];
    expect(v.safeParse(unitFormSchema, { ...unit, spaces }).success).toBe(true);
  });

  it('refuses a space without a type or with a quantity out of range, on that row', () => {
    const result = v.safeParse(unitFormSchema, {
      ...unit,
      spaces: [
        { space_id: '', quantity: 1 },
        { space_id: KITCHEN, quantity: 0 },
        { space_id: BEDROOM, quantity: 2.5 },
      ],
    });
    expect(result.success).toBe(false);
    const paths = (result.issues ?? []).map((issue) => issue.path?.map((item) => item.key).join('.'));
    expect([...new Set(paths)]).toEqual(['spaces.0.space_id', 'spaces.1.quantity', 'spaces.2.quantity']);
  });

  it('finds the rows repeating a space type chosen above them', () => {
    const rows = [
      { space_id: KITCHEN, quantity: 1 },
      { space_id: BEDROOM, quantity: 2 },
      { space_id: KITCHEN, quantity: 3 },
    ];
    expect(repeatedSpaceRows(rows)).toEqual([2]);
    expect(repeatedSpaceRows(rows.slice(0, 2))).toEqual([]);
  });
});
