import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list-query';

describe('list query', () => {
  it('fills the defaults: first page of 10, ascending', () => {
    expect(v.parse(listQuerySchema, {})).toEqual({ page: 1, perPage: 10, sortDesc: false });
  });

  it('coerces query-string text', () => {
    expect(
      v.parse(listQuerySchema, { page: '3', perPage: '25', q: ' olaya ', sortBy: 'name', sortDesc: 'true' }),
    ).toEqual({
      page: 3,
      perPage: 25,
      q: 'olaya',
      sortBy: 'name',
      sortDesc: true,
    });
  });

  it('accepts only the page sizes of the spec', () => {
    for (const size of [3, 5, 10, 20, 25, 50, 100])
      expect(v.safeParse(listQuerySchema, { perPage: size }).success).toBe(true);
    for (const size of ['7', '1000', '0', 'ten'])
      expect(v.safeParse(listQuerySchema, { perPage: size }).success).toBe(false);
  });

  it('refuses page 0, negative and non-integer pages', () => {
    for (const page of ['0', '-1', '1.5', 'x']) expect(v.safeParse(listQuerySchema, { page }).success).toBe(false);
  });
});
