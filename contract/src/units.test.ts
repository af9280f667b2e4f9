import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unitBodySchema, unitUpdateBodySchema } from './units';

const KITCHEN = '0b5f2a6e-8d1c-4a57-9a0e-1c2d3e4f5a6b';
const BEDROOM = '6a1e9c2b-3d4f-4e5a-8b6c-7d8e9f0a1b2c';
const unit = {
  branch_id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
  name: 'Villa 3',
  unit_type_id: 'a9b8c7d6-e5f4-4321-9876-543210fedcba',
};
const issuePaths = (result: { issues?: readonly v.BaseIssue<unknown>[] }) =>
  (result.issues ?? []).map((issue) => `${issue.path?.map((item) => item.key).join('.')} ${issue.message}`);

describe('the unit body with its spaces', () => {
  it('accepts a unit without spaces, and with spaces of whole quantities from 1 to 999', () => {
    expect(v.safeParse(unitBodySchema, unit).success).toBe(true);
    const spaces = [
      { space_id: KITCHEN, quantity: 1 },
      { space_id: BEDROOM, quantity: 999 },
    ];
    const result = v.safeParse(unitUpdateBodySchema, { id: KITCHEN, ...unit, spaces });
    expect(result.success && result.output.spaces).toEqual(spaces);
  });

  it('reports a bad row on its own field', () => {
    const result = v.safeParse(unitBodySchema, {
      ...unit,
      spaces: [
        { space_id: 'kitchen', quantity: 1 },
        { space_id: KITCHEN, quantity: 1000 },
        { space_id: BEDROOM, quantity: 1.5 },
      ],
    });
    expect(issuePaths(result)).toEqual([
      'spaces.0.space_id validation.uuid',
      'spaces.1.quantity validation.between?min=1&max=999',
      'spaces.2.quantity validation.integer',
    ]);
  });

  it('refuses a space type listed twice, on the repeated row, and more than 50 rows', () => {
    const twice = v.safeParse(unitBodySchema, {
      ...unit,
      spaces: [
        { space_id: KITCHEN, quantity: 1 },
        { space_id: BEDROOM, quantity: 1 },
        { space_id: KITCHEN, quantity: 2 },
      ],
    });
    expect(issuePaths(twice)).toEqual(['spaces.2.space_id validation.space_type_repeated']);
    const many = Array.from({ length: 51 }, () => ({ space_id: KITCHEN, quantity: 1 }));
    expect(issuePaths(v.safeParse(unitBodySchema, { ...unit, spaces: many }))[0]).toBe(
      'spaces validation.max_items?n=50',
    );
  });
});
