import { branchListSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchBody, type ReferenceIds, referenceIds } from '../company/branches-support';
import { call, registerAndSignIn, useTestApp } from '../support/harness';

// The pickers (shared SearchPicker, issue 25.6) ask a list endpoint for one page of 20 contains-matches of what
// was typed: a company with 250 branches must reach its 250th, which the old `perPage: 100` pickers never showed.

const t = useTestApp();
let ids: ReferenceIds;
let owner: string;
beforeAll(async () => {
  ids = await referenceIds(t.app);
  owner = (await registerAndSignIn(t.app, undefined, 'Najd Facilities')).token;
  for (let n = 1; n <= 250; n += 1) {
    const number = String(n).padStart(3, '0');
    const body = branchBody(ids, { name: `Branch ${number}`, code: `BR-${number}` });
    const answer = await call(t.app, 'POST', '/api/v1/company/branch', { token: owner, body });
    expect(answer.statusCode).toBe(201);
  }
}, 120_000);

const branchPage = async (query: string) => {
  const answer = await call(t.app, 'GET', `/api/v1/company/branch?${query}`, { token: owner });
  expect(answer.statusCode).toBe(200);
  return v.parse(branchListSchema, answer.body.data);
};

describe('picker search on company/branch', () => {
  it('the first page says 250 match, so the picker asks to type on', async () => {
    const first = await branchPage('perPage=20&sortBy=name');
    expect(first.total).toBe(250);
    expect(first.items).toHaveLength(20);
    expect(first.items.map((b) => b.name)).not.toContain('Branch 250');
  });

  it('typing finds the 250th branch by a part of its name or of its code', async () => {
    const byName = await branchPage('perPage=20&sortBy=name&q=anch%20250');
    expect(byName.items.map((b) => b.name)).toEqual(['Branch 250']);
    expect(byName.total).toBe(1);
    const byCode = await branchPage('perPage=20&sortBy=name&q=br-25');
    expect(byCode.items.map((b) => b.code)).toEqual(['BR-250']);
  });
});
