import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { branchBodySchema } from './branches';

// The one schema the branch form, the API and each spreadsheet row validate with.
const valid = {
  name: 'Olaya Tower',
  code: 'OLY-1',
  property_type_id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  city_id: '7f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  area_id: '8f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
};
const issues = (input: unknown) =>
  Object.fromEntries(
    (v.safeParse(branchBodySchema, input, { abortPipeEarly: true }).issues ?? []).map((issue) => [
      issue.path?.map((p) => p.key).join('.'),
      issue.message,
    ]),
  );

describe('branch body schema', () => {
  it('turns blank optional fields (null, empty text) into null and leaves absent ones out', () => {
    const output = v.parse(branchBodySchema, { ...valid, address: '', floors: null, construction_date: '' });
    expect(output).toMatchObject({ address: null, floors: null, construction_date: null });
    expect('latitude' in output).toBe(false);
  });

  it('reports blanks, bounds, fractions, impossible dates and a half pair of coordinates', () => {
    expect(issues({ ...valid, name: ' ', property_type_id: null })).toEqual({
      name: 'validation.required',
      property_type_id: 'validation.required',
    });
    expect(issues({ ...valid, floors: 1.5, height_m: 5000, construction_date: '2023-02-29' })).toEqual({
      floors: 'validation.integer',
      height_m: 'validation.between?min=0&max=1000',
      construction_date: 'validation.date',
    });
    expect(issues({ ...valid, longitude: 46.7 })).toEqual({ latitude: 'validation.coordinates_pair' });
    expect(issues({ ...valid, latitude: 24.7, longitude: 46.7 })).toEqual({});
  });
});
