import { unitListSchema, unitSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { unitSpaces, units } from '../../src/platform/db/schema/index';
import { call, registerAndSignIn, useTestApp } from '../support/harness';
import { branchBody, memberWith, type ReferenceIds, referenceIds } from './branches-support';

let ids: ReferenceIds;
let owner: string;
let branchId: string;
const en = { lang: 'en' };
const t = useTestApp();
beforeAll(async () => {
  ids = await referenceIds(t.app);
  owner = (await registerAndSignIn(t.app, undefined, 'Units Co')).token;
  branchId = (await call(t.app, 'POST', '/api/v1/company/branch', { token: owner, body: branchBody(ids) })).body.data
    .id;
});

const unitBody = (overrides: Record<string, unknown> = {}) => ({
  branch_id: branchId,
  name: 'Apartment 12',
  unit_type_id: ids.unitType,
  floor: 3,
  size_m2: 120.5,
  ...overrides,
});

describe('company/unit and company/unit_space', () => {
  it('creates units in a branch, lists them by branch and counts them on the branch', async () => {
    const created = await call(t.app, 'POST', '/api/v1/company/unit', { token: owner, body: unitBody(), headers: en });
    expect(created.statusCode).toBe(201);
    const unit = v.parse(unitSchema, created.body.data);
    expect(unit).toMatchObject({
      name: 'Apartment 12',
      floor: 3,
      size_m2: 120.5,
      spaces_count: 0,
      branch: { id: branchId },
    });
    await call(t.app, 'POST', '/api/v1/company/unit', {
      token: owner,
      body: unitBody({ name: 'Apartment 13', floor: 4 }),
    });

    const list = v.parse(
      unitListSchema,
      (await call(t.app, 'GET', `/api/v1/company/unit?branch_id=${branchId}&sortBy=floor&perPage=5`, { token: owner }))
        .body.data,
    );
    expect(list.items.map((u) => u.name)).toEqual(['Apartment 12', 'Apartment 13']);
    expect(list.total).toBe(2);
    const branch = await call(t.app, 'GET', `/api/v1/company/branch/${branchId}`, { token: owner });
    expect(branch.body.data.units_count).toBe(2);

    const edited = await call(t.app, 'PUT', `/api/v1/company/unit/${unit.id}`, {
      token: owner,
      body: { ...unitBody({ name: 'Apt 12A' }), id: unit.id },
    });
    expect(edited.body.data.name).toBe('Apt 12A');
    expect((await call(t.app, 'DELETE', `/api/v1/company/unit/${unit.id}`, { token: owner })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/v1/company/unit/${unit.id}`, { token: owner })).statusCode).toBe(404);
  });

  it('adds spaces to a unit once each, with a quantity', async () => {
    const unit = (
      await call(t.app, 'POST', '/api/v1/company/unit', { token: owner, body: unitBody({ name: 'Villa' }) })
    ).body.data;
    const body = { unit_id: unit.id, space_id: ids.space(0), quantity: 2 };
    const space = await call(t.app, 'POST', '/api/v1/company/unit_space', { token: owner, body });
    expect(space.statusCode).toBe(201);
    expect(space.body.data).toMatchObject({ unit_id: unit.id, quantity: 2, space: { code: 'kitchen' } });
    const twice = await call(t.app, 'POST', '/api/v1/company/unit_space', { token: owner, body, headers: en });
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.body.errors ?? {})).toEqual(['space_id']);
    const zero = await call(t.app, 'POST', '/api/v1/company/unit_space', {
      token: owner,
      body: { ...body, quantity: 0 },
      headers: en,
    });
    expect(zero.body.errors).toEqual({ quantity: ['Enter number between 1 and 1000'] });

    const updated = await call(t.app, 'PUT', `/api/v1/company/unit_space/${space.body.data.id}`, {
      token: owner,
      body: { ...body, quantity: 5, id: space.body.data.id },
    });
    expect(updated.body.data.quantity).toBe(5);
    const list = await call(t.app, 'GET', `/api/v1/company/unit_space?unit_id=${unit.id}`, { token: owner });
    expect(list.body.data).toMatchObject({ total: 1, items: [{ quantity: 5 }] });
    expect((await call(t.app, 'GET', `/api/v1/company/unit/${unit.id}`, { token: owner })).body.data.spaces_count).toBe(
      1,
    );
    expect(
      (await call(t.app, 'DELETE', `/api/v1/company/unit_space/${space.body.data.id}`, { token: owner })).statusCode,
    ).toBe(200);
  });

  it('keeps units of other companies out of reach and refuses their branches', async () => {
    const mine = (
      await call(t.app, 'POST', '/api/v1/company/unit', { token: owner, body: unitBody({ name: 'Private' }) })
    ).body.data;
    const rival = (await registerAndSignIn(t.app, undefined, 'Rival Units')).token;
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(t.app, method, `/api/v1/company/unit/${mine.id}`, { token: rival })).statusCode).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/v1/company/unit', { token: rival })).body.data.total).toBe(0);
    const before = await t.database.db.$count(units);
    const intoMine = await call(t.app, 'POST', '/api/v1/company/unit', { token: rival, body: unitBody(), headers: en });
    expect(intoMine.statusCode).toBe(422);
    expect(intoMine.body.errors).toEqual({ branch_id: ['The selected value is invalid'] });
    const spaceIntoMine = await call(t.app, 'POST', '/api/v1/company/unit_space', {
      token: rival,
      body: { unit_id: mine.id, space_id: ids.space(1), quantity: 1 },
    });
    expect(spaceIntoMine.statusCode).toBe(422);
    expect(await t.database.db.$count(units)).toBe(before);
    expect(await t.database.db.$count(unitSpaces)).toBe(0);
  });

  it('refuses bad input and a caller without the units ability', async () => {
    const bad = await call(t.app, 'POST', '/api/v1/company/unit', {
      token: owner,
      body: { branch_id: 'x', floor: 'two' },
      headers: en,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors).toEqual({
      branch_id: ['The selected value is invalid'],
      name: ['This field is required'],
      unit_type_id: ['This field is required'],
      floor: ['This field must be a number'],
    });
    const branchesOnly = await memberWith(t.app, t.database, owner, [['manage', 'b2b_branches']]);
    expect((await call(t.app, 'GET', '/api/v1/company/unit', { token: branchesOnly })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/v1/company/unit', { token: branchesOnly, body: unitBody() })).statusCode,
    ).toBe(403);
  });
});
