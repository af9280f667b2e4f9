import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checklistKeys, orderChecklistBodySchema, serviceOfChecklistKey } from './order-evidence';

describe('completion checklist', () => {
  it('one item per catalog service (once, in order), then the standard items', () => {
    const keys = checklistKeys([{ service_id: 'a' }, { service_id: 'b' }, { service_id: 'a' }]);
    expect(keys).toEqual(['service:a', 'service:b', 'work_tested', 'area_cleaned', 'client_walkthrough']);
    expect(keys.map(serviceOfChecklistKey)).toEqual(['a', 'b', null, null, null]);
  });

  it('accepts 1–60 ticks with a trimmed note of at most 500 characters', () => {
    const parsed = v.parse(orderChecklistBodySchema, { items: [{ key: ' area_cleaned ', done: true, note: ' ok ' }] });
    expect(parsed.items[0]).toEqual({ key: 'area_cleaned', done: true, note: 'ok' });
    expect(v.safeParse(orderChecklistBodySchema, { items: [] }).success).toBe(false);
    const long = { items: [{ key: 'area_cleaned', done: true, note: 'x'.repeat(501) }] };
    expect(v.safeParse(orderChecklistBodySchema, long).success).toBe(false);
  });
});
