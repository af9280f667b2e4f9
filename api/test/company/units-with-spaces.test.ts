import { unitSchema } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { unitSpaces, units } from '../../src/platform/db/schema/index';
import { call, registerAndSignIn, useTestApp } from '../support/harness';
import { branchBody, type ReferenceIds, referenceIds } from './branches-support';

// Issue 8.4: one user action = one request = one transaction. A unit and its spaces are saved by one call;
// a bad space row saves nothing, neither the unit nor the other rows.

let ids: ReferenceIds;
let owner: string;
let branchId: string;
const en = { lang: 'en' };
const UNKNOWN_SPACE = '00000000-0000-4000-8000-000000000000';

const t = useTestApp();
beforeAll(async () => {
  ids = await referenceIds(t.app);
  owner = (await registerAndSignIn(t.app, undefined, 'Spaces Co')).token;
  branchId = (await call(t.app, 'POST', '/api/v1/company/branch', { token: owner, body: branchBody(ids) })).body.data
    .id;
});

const unitBody = (overrides: Record<string, unknown> = {}) => ({
  branch_id: branchId,
  name: 'Villa 3',
  unit_type_id: ids.unitType,
  ...overrides,
});

async function spacesOf(unitId: string) {
  const rows = await t.database.db
    .select({ spaceId: unitSpaces.spaceId, quantity: unitSpaces.quantity })
    .from(unitSpaces)
    .where(eq(unitSpaces.unitId, unitId));
  return rows.sort((a, b) => a.spaceId.localeCompare(b.spaceId));
}
const sorted = (rows: { spaceId: string; quantity: number }[]) =>
  [...rows].sort((a, b) => a.spaceId.localeCompare(b.spaceId));

describe('a unit with its spaces in one request', () => {
  it('creates a unit with its spaces, replaces them on update and leaves them when absent', async () => {
    const created = await call(t.app, 'POST', '/api/v1/company/unit', {
      token: owner,
      headers: en,
      body: unitBody({
        spaces: [
          { space_id: ids.space(0), quantity: 2 },
          { space_id: ids.space(1), quantity: 1 },
        ],
      }),
    });
    expect(created.statusCode).toBe(201);
    const unit = v.parse(unitSchema, created.body.data);
    expect(unit.spaces_count).toBe(2);
    expect(await spacesOf(unit.id)).toEqual(
      sorted([
        { spaceId: ids.space(0), quantity: 2 },
        { spaceId: ids.space(1), quantity: 1 },
      ]),
    );

    const replaced = await call(t.app, 'PUT', `/api/v1/company/unit/${unit.id}`, {
      token: owner,
      body: { ...unitBody({ name: 'Villa 3A' }), id: unit.id, spaces: [{ space_id: ids.space(2), quantity: 7 }] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body.data).toMatchObject({ name: 'Villa 3A', spaces_count: 1 });
    expect(await spacesOf(unit.id)).toEqual([{ spaceId: ids.space(2), quantity: 7 }]);

    const untouched = await call(t.app, 'PUT', `/api/v1/company/unit/${unit.id}`, {
      token: owner,
      body: { ...unitBody({ name: 'Villa 3B' }), id: unit.id },
    });
    expect(untouched.statusCode).toBe(200);
    expect(await spacesOf(unit.id)).toEqual([{ spaceId: ids.space(2), quantity: 7 }]);

    const emptied = await call(t.app, 'PUT', `/api/v1/company/unit/${unit.id}`, {
      token: owner,
      body: { ...unitBody(), id: unit.id, spaces: [] },
    });
    expect(emptied.body.data.spaces_count).toBe(0);
  });

  it('refuses an unknown space id on its row and saves nothing', async () => {
    const refused = await call(t.app, 'POST', '/api/v1/company/unit', {
      token: owner,
      headers: en,
      body: unitBody({
        name: 'Never saved',
        spaces: [
          { space_id: ids.space(0), quantity: 1 },
          { space_id: UNKNOWN_SPACE, quantity: 1 },
        ],
      }),
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['spaces.1.space_id']);
    const saved = await t.database.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.branchId, branchId), eq(units.name, 'Never saved')));
    expect(saved).toEqual([]);

    const unit = (
      await call(t.app, 'POST', '/api/v1/company/unit', {
        token: owner,
        body: unitBody({ name: 'Kept', spaces: [{ space_id: ids.space(0), quantity: 3 }] }),
      })
    ).body.data;
    const badUpdate = await call(t.app, 'PUT', `/api/v1/company/unit/${unit.id}`, {
      token: owner,
      headers: en,
      body: { ...unitBody({ name: 'Renamed' }), id: unit.id, spaces: [{ space_id: UNKNOWN_SPACE, quantity: 1 }] },
    });
    expect(badUpdate.statusCode).toBe(422);
    expect(Object.keys(badUpdate.body.errors ?? {})).toEqual(['spaces.0.space_id']);
    const after = (await call(t.app, 'GET', `/api/v1/company/unit/${unit.id}`, { token: owner })).body.data;
    expect(after.name).toBe('Kept');
    expect(await spacesOf(unit.id)).toEqual([{ spaceId: ids.space(0), quantity: 3 }]);
  });

  it('reports bad rows with the contract rules (quantity, repeated type)', async () => {
    const refuse = async (spaces: { space_id: string; quantity: number }[]) => {
      const answer = await call(t.app, 'POST', '/api/v1/company/unit', {
        token: owner,
        headers: en,
        body: unitBody({ name: 'Bad rows', spaces }),
      });
      expect(answer.statusCode).toBe(422);
      return Object.keys(answer.body.errors ?? {});
    };
    expect(await refuse([{ space_id: ids.space(0), quantity: 0 }])).toEqual(['spaces.0.quantity']);
    expect(
      await refuse([
        { space_id: ids.space(0), quantity: 1 },
        { space_id: ids.space(1), quantity: 1 },
        { space_id: ids.space(1), quantity: 2 },
      ]),
    ).toEqual(['spaces.2.space_id']);
  });
});
