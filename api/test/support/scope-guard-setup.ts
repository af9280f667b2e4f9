import { afterAll, expect } from 'vitest';
import { violations } from './scope-guard';

// Runs after every test file: any statement that read or wrote a company-owned table outside the company scope
// (and not through `systemDb(reason)`) fails the file, with the distinct statements listed.
afterAll(() => {
  const found = [...new Set(violations.splice(0))];
  expect(found, 'queries outside the company scope (see docs/decisions/0005-company-scoping.md)').toEqual([]);
});
