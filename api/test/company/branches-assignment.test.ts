import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches, membershipBranches } from '../../src/platform/db/schema/index';
import { call, registerAndSignIn, useTestApp } from '../support/harness';
import {
  branchBody,
  ENGLISH_HEADER,
  memberWith,
  type ReferenceIds,
  referenceIds,
  sheetRow,
  upload,
  workbookOf,
} from './branches-support';

// Spec §6: a member limited to assigned branches keeps seeing the branches they create or import.

let ids: ReferenceIds;
let owner: string;
let assigned: string;
const t = useTestApp();
beforeAll(async () => {
  ids = await referenceIds(t.app);
  owner = (await registerAndSignIn(t.app, undefined, 'Assignment Co')).token;
  const created = await call(t.app, 'POST', '/api/v1/company/branch', { token: owner, body: branchBody(ids) });
  assigned = created.body.data.id;
});

const assignmentRows = () => t.database.db.select().from(membershipBranches);
const rowsOf = (branchIds: string[]) =>
  t.database.db.select().from(membershipBranches).where(inArray(membershipBranches.branchId, branchIds));
const listIds = async (token: string) =>
  (await call(t.app, 'GET', '/api/v1/company/branch?perPage=100', { token })).body.data.items.map(
    (b: { id: string }) => b.id,
  ) as string[];

describe('branches created by a member limited to assigned branches', () => {
  it('assigns a created branch to the limited member, who then sees it', async () => {
    const limited = await memberWith(t.app, t.database, owner, [['manage', 'b2b_branches']], [assigned]);
    const answer = await call(t.app, 'POST', '/api/v1/company/branch', {
      token: limited,
      body: branchBody(ids, { name: 'Made by limited' }),
    });
    expect(answer.statusCode).toBe(201);
    const id = answer.body.data.id as string;
    expect((await rowsOf([id])).length).toBe(1);
    expect((await listIds(limited)).sort()).toEqual([assigned, id].sort());
    expect((await call(t.app, 'GET', `/api/v1/company/branch/${id}`, { token: limited })).statusCode).toBe(200);
    const [membership] = await rowsOf([assigned]);
    expect((await rowsOf([id]))[0]!.membershipId).toBe(membership!.membershipId);
  });

  it('writes no assignment when the create fails', async () => {
    const limited = await memberWith(t.app, t.database, owner, [['manage', 'b2b_branches']], [assigned]);
    const before = (await assignmentRows()).length;
    const taken = (await t.database.db.select().from(branches).where(eq(branches.id, assigned)))[0]!.code;
    const answer = await call(t.app, 'POST', '/api/v1/company/branch', {
      token: limited,
      body: branchBody(ids, { code: taken }),
    });
    expect(answer.statusCode).toBe(422);
    expect((await assignmentRows()).length).toBe(before);
  });

  it('assigns every imported branch to the limited member', async () => {
    const limited = await memberWith(t.app, t.database, owner, [['manage', 'b2b_branches']], [assigned]);
    const file = await workbookOf(ENGLISH_HEADER, [sheetRow('Imported A', 'LIM-1'), sheetRow('Imported B', 'LIM-2')]);
    const answer = await upload(t.app, limited, file);
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data.imported).toBe(2);
    const imported = await t.database.db
      .select({ id: branches.id })
      .from(branches)
      .where(inArray(branches.code, ['LIM-1', 'LIM-2']));
    const importedIds = imported.map((b) => b.id);
    expect((await rowsOf(importedIds)).length).toBe(2);
    const visible = await listIds(limited);
    expect(importedIds.every((id) => visible.includes(id))).toBe(true);
  });

  it('writes no assignment rows for an unlimited member or the owner, single or imported', async () => {
    const unlimited = await memberWith(t.app, t.database, owner, [['manage', 'b2b_branches']]);
    const before = (await assignmentRows()).length;
    const single = await call(t.app, 'POST', '/api/v1/company/branch', { token: unlimited, body: branchBody(ids) });
    expect(single.statusCode).toBe(201);
    const byOwner = await call(t.app, 'POST', '/api/v1/company/branch', { token: owner, body: branchBody(ids) });
    expect(byOwner.statusCode).toBe(201);
    const file = await workbookOf(ENGLISH_HEADER, [sheetRow('Free A', 'FREE-1')]);
    expect((await upload(t.app, unlimited, file)).statusCode).toBe(201);
    expect(
      (await upload(t.app, owner, await workbookOf(ENGLISH_HEADER, [sheetRow('Free B', 'FREE-2')]))).statusCode,
    ).toBe(201);
    expect((await assignmentRows()).length).toBe(before);
    expect((await listIds(unlimited)).length).toBe(await t.database.db.$count(branches));
  });
});
