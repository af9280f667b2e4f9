import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { integerQueryParam, listQueryEntries, listQuerySchema, MAX_PAGE, sortByEntry } from './list-query';

const sortedQuerySchema = v.object({ ...listQueryEntries, sortBy: sortByEntry(['name', 'created_at']) });

describe('list query', () => {
  it('fills the defaults: first page of 10, ascending', () => {
    expect(v.parse(listQuerySchema, {})).toEqual({ page: 1, perPage: 10, sortDesc: false });
  });

  it('coerces query-string text', () => {
    expect(
      v.parse(sortedQuerySchema, { page: '3', perPage: '25', q: ' olaya ', sortBy: 'name', sortDesc: 'true' }),
    ).toEqual({
      page: 3,
      perPage: 25,
      q: 'olaya',
      sortBy: 'name',
      sortDesc: true,
    });
  });

  it("refuses a sortBy that is not one of the endpoint's sort keys, on the sortBy field (issue 25.6)", () => {
    expect(v.parse(sortedQuerySchema, { sortBy: 'created_at' }).sortBy).toBe('created_at');
    for (const sortBy of ['password', '__proto__', 'constructor', 'name; drop table', '']) {
      const result = v.safeParse(sortedQuerySchema, { sortBy });
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
        ['sortBy', 'validation.invalid'],
      ]);
    }
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

  it('refuses pages past MAX_PAGE and integers the database cannot hold, with the allowed range (issue 16.2)', () => {
    expect(v.parse(listQuerySchema, { page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
    for (const page of [String(MAX_PAGE + 1), '1000000000000000000', '1e18', 1e18, '9'.repeat(400)]) {
      const result = v.safeParse(listQuerySchema, { page });
      expect(result.success).toBe(false);
    }
    const tooBig = v.safeParse(listQuerySchema, { page: '1000000000000000000' });
    expect(tooBig.issues?.[0]?.message).toBe('validation.between?min=1&max=1000000');
    expect(v.safeParse(integerQueryParam(), '2147483648').success).toBe(false);
    expect(v.parse(integerQueryParam(), '2147483647')).toBe(2_147_483_647);
  });
});
