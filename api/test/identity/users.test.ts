import { companyUserSchema, listResultSchema, userCreatedSchema } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { membershipBranches, memberships, outboxMessages, roles, users } from '../../src/platform/db/schema/index';
import { nextPhone, registerAndSignIn, userMe, useTestApp } from '../support/harness';
import { addUser, companyAdmin, createRole, insertBranch, memberBody, send, signIn } from './users-helpers';

const t = useTestApp();

const USERS = '/api/v1/company/user';

describe('company users', () => {
  it('adds an unknown phone as a new person, invites them on WhatsApp, and they can sign in', async () => {
    const admin = await companyAdmin(t, 'Invite Co');
    const roleId = await createRole(t, admin.token, 'Branch viewer', [{ action: 'read', subject: 'b2b_branches' }]);
    const body = memberBody(roleId, { phone: '055 000 1234'.replace('000 1234', String(Date.now()).slice(-7)) });
    const added = await send(t, 'POST', USERS, admin.token, body);
    expect(added.statusCode).toBe(201);
    expect(added.body.message).toBe('Record has been created successfully');
    const user = v.parse(userCreatedSchema, added.body.data);
    expect(user).toMatchObject({
      full_name: 'Khalid Al-Harbi',
      username: body.username,
      email: 'khalid@example.com',
      role_type: 'Employee',
      role: { id: roleId, name: 'Branch viewer', is_admin: false },
      branches: [],
      expires_on: null,
      status: 'active',
      invited: true,
    });

    // The invitation went through the code sender (outbox in tests) with its own purpose.
    const outbox = await send(t, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(user.phone)}`, '');
    expect(outbox.body.data).toMatchObject({
      phone: user.phone,
      purpose: 'invite',
      code: expect.stringMatching(/^\d{4}$/),
    });

    // The invitation code signs them in straight away; their login info carries the role's abilities only.
    const verified = await send(t, 'POST', '/api/v1/auth/phone/verify', '', {
      phone: user.phone,
      code: outbox.body.data.code,
    });
    expect(verified.statusCode).toBe(200);
    const me = await userMe(t.app, verified.body.data.token);
    expect(me.body.data.role).toMatchObject({
      id: user.id,
      is_admin: false,
      role: { title: 'Branch viewer' },
      ability: [{ action: 'read', subject: 'b2b_branches' }],
    });
  });

  it('invites a person who already exists with the chosen role: no sign-in code, a notice to accept', async () => {
    const admin = await companyAdmin(t);
    const other = await registerAndSignIn(t.app, nextPhone(), 'Their Own Co');
    const roleId = await createRole(t, admin.token, 'Orders clerk', [{ action: 'read', subject: 'b2b_orders' }]);

    const lookup = await send(t, 'GET', `/api/v1/auth/user/phone/${encodeURIComponent(other.phone)}`, admin.token);
    expect(lookup.statusCode).toBe(200);
    // Whether the phone can be added, nothing about the person (issue 16.5).
    expect(lookup.body.data).toEqual({ phone: other.phone, can_invite: true, member: null });
    const codes = () =>
      t.database.db.$count(
        outboxMessages,
        and(eq(outboxMessages.recipient, other.phone), eq(outboxMessages.template, 'login_code')),
      );
    const before = await codes();

    const added = await addUser(t, admin.token, memberBody(roleId, { phone: other.phone, full_name: 'Sara at Acme' }));
    const [existing] = await t.database.db.select().from(users).where(eq(users.phone, other.phone));
    // Issue 26.6: an invitation they accept or decline (user-invitations.test.ts), with a WhatsApp notice.
    expect(added).toMatchObject({ invited: true, status: 'invited', user_id: existing!.id });
    expect(await codes()).toBe(before);

    // Their own profile is untouched; this company keeps its own record of them.
    const [person] = await t.database.db.select().from(users).where(eq(users.phone, other.phone));
    expect(person!.fullName).toBe('Sara Owner');
    const again = await send(t, 'GET', `/api/v1/auth/user/phone/${encodeURIComponent(other.phone)}`, admin.token);
    expect(again.body.data).toEqual({
      phone: other.phone,
      can_invite: false,
      member: { id: added.id, full_name: 'Sara at Acme' },
    });

    // Adding them twice is refused on the phone field.
    const twice = await send(t, 'POST', USERS, admin.token, memberBody(roleId, { phone: other.phone }));
    expect(twice.statusCode).toBe(422);
    expect(twice.body.errors).toEqual({
      phone: ['This person has already been invited: resend the invitation from the users list'],
    });

    const unknown = await send(t, 'GET', `/api/v1/auth/user/phone/${encodeURIComponent(nextPhone())}`, admin.token);
    expect(unknown.body.data).toMatchObject({ can_invite: true, member: null });
  });

  it('lists with search, filters, sort and pages', async () => {
    const admin = await companyAdmin(t, 'List Co');
    const viewer = await createRole(
      t,
      admin.token,
      'Viewer',
      [{ action: 'read', subject: 'b2b_orders' }],
      'Technician',
    );
    const lead = await createRole(t, admin.token, 'Lead', [{ action: 'read', subject: 'b2b_orders' }], 'Leader');
    const names = ['Amal Zahrani', 'Bader Qahtani', 'Camilia Otaibi', 'Dana Shehri'];
    for (const [index, name] of names.entries()) {
      // The role type sent is ignored: it follows the role (issue 14.3).
      await addUser(
        t,
        admin.token,
        memberBody(index % 2 ? lead : viewer, { full_name: name, username: `user${index}`, role_type: 'Employee' }),
      );
    }
    await companyAdmin(t, 'Noise Co'); // another company's members never show

    const page = await send(t, 'GET', `${USERS}?perPage=3&page=1&sortBy=full_name`, admin.token);
    expect(page.statusCode).toBe(200);
    const list = v.parse(listResultSchema(companyUserSchema), page.body.data);
    expect(list).toMatchObject({ total: 5, page: 1, perPage: 3 });
    expect(list.items.map((u) => u.full_name)).toEqual(['Amal Zahrani', 'Bader Qahtani', 'Camilia Otaibi']);
    const second = await send(t, 'GET', `${USERS}?perPage=3&page=2&sortBy=full_name`, admin.token);
    expect(second.body.data.items.map((u: { full_name: string }) => u.full_name)).toEqual([
      'Dana Shehri',
      'Sara Owner',
    ]);

    const search = await send(t, 'GET', `${USERS}?q=qahtani`, admin.token);
    expect(search.body.data.items.map((u: { full_name: string }) => u.full_name)).toEqual(['Bader Qahtani']);
    const byType = await send(t, 'GET', `${USERS}?role_type=Leader&sortBy=full_name&sortDesc=true`, admin.token);
    expect(byType.body.data.items.map((u: { full_name: string }) => u.full_name)).toEqual([
      'Dana Shehri',
      'Bader Qahtani',
    ]);
    const byRole = await send(t, 'GET', `${USERS}?role_id=${viewer}`, admin.token);
    expect(byRole.body.data.total).toBe(2);

    // Changing the role's type changes its users' (issue 14.3).
    const retyped = await send(t, 'PUT', `/api/v1/company/roles/role/${viewer}`, admin.token, {
      name: 'Viewer',
      type: 'Leader',
      permissions: [{ action: 'read', subject: 'b2b_orders' }],
    });
    expect(retyped.statusCode).toBe(200);
    const leaders = await send(t, 'GET', `${USERS}?role_type=Leader`, admin.token);
    expect(leaders.body.data.total).toBe(4);

    const bad = await send(t, 'GET', `${USERS}?perPage=7&sortBy=password&status=gone`, admin.token);
    expect(bad.statusCode).toBe(422);
    // An unknown sort key is a field error like the others (the contract's MEMBER_SORT_KEYS).
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['perPage', 'sortBy', 'status']);
    const badSort = await send(t, 'GET', `${USERS}?sortBy=password`, admin.token);
    expect(badSort.statusCode).toBe(422);
    expect(badSort.body.errors).toEqual({ sortBy: ['This field is invalid'] });
  });

  it('stores and returns assigned branches, and refuses another company’s branch', async () => {
    const admin = await companyAdmin(t, 'Branch Co');
    const stranger = await companyAdmin(t, 'Stranger Co');
    const olaya = await insertBranch(t, admin.companyId, 'Olaya');
    const malaz = await insertBranch(t, admin.companyId, 'Malaz');
    const foreign = await insertBranch(t, stranger.companyId, 'Foreign');
    const roleId = await createRole(t, admin.token, 'Branch staff', [{ action: 'read', subject: 'b2b_branches' }]);

    const added = await addUser(t, admin.token, memberBody(roleId, { branch_ids: [olaya, malaz, olaya] }));
    const read = await send(t, 'GET', `${USERS}/${added.id}`, admin.token);
    expect(read.body.data.branches).toEqual([
      { id: malaz, name: 'Malaz' },
      { id: olaya, name: 'Olaya' },
    ]);
    const rows = await t.database.db
      .select()
      .from(membershipBranches)
      .where(eq(membershipBranches.membershipId, added.id));
    expect(rows.map((r) => r.branchId).sort()).toEqual([olaya, malaz].sort());

    const refused = await send(t, 'POST', USERS, admin.token, memberBody(roleId, { branch_ids: [olaya, foreign] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors).toEqual({ branch_ids: ['Choose branches of this company only'] });

    const edited = await send(t, 'PUT', `${USERS}/${added.id}`, admin.token, {
      ...memberBody(roleId, { username: 'renamed', branch_ids: [malaz] }),
      id: added.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.message).toBe('Record has been updated successfully');
    expect(edited.body.data).toMatchObject({ username: 'renamed', branches: [{ id: malaz, name: 'Malaz' }] });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const admin = await companyAdmin(t, 'Strict Co');
    const otherAdmin = await companyAdmin(t, 'Other Co');
    const otherRole = await createRole(t, otherAdmin.token, 'Theirs', [{ action: 'read', subject: 'b2b_orders' }]);
    const before = await t.database.db.$count(memberships);

    const empty = await send(t, 'POST', USERS, admin.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.body.errors).toEqual({
      phone: ['Please enter the phone number'],
      full_name: ['This field is required'],
      username: ['This field is required'],
      role_id: ['This field is required'],
    });

    const wrong = await send(t, 'POST', USERS, admin.token, {
      phone: '12345',
      full_name: 'X',
      username: 'has space',
      email: 'not-an-email',
      role_id: 'nope',
      role_type: 'Company Resident',
      expires_on: '2025-02-30',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors).toEqual({
      phone: ['Enter a Saudi mobile number such as 05XXXXXXXX'],
      username: ['All Character are not valid'],
      email: ['The Email field must be a valid email'],
      role_id: ['The selected value is invalid'],
      role_type: ['This field is invalid'],
      expires_on: ['This field is invalid'],
    });

    const foreignRole = await send(t, 'POST', USERS, admin.token, memberBody(otherRole));
    expect(foreignRole.statusCode).toBe(422);
    expect(foreignRole.body.errors).toEqual({ role_id: ['Choose one of the company’s roles'] });

    const roleId = await createRole(t, admin.token, 'Clerk', [{ action: 'read', subject: 'b2b_orders' }]);
    await addUser(t, admin.token, memberBody(roleId, { username: 'taken' }));
    const taken = await send(t, 'POST', USERS, admin.token, memberBody(roleId, { username: 'TAKEN' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.body.errors).toEqual({ username: ['This username is already used in the company'] });

    const ar = await send(t, 'POST', USERS, admin.token, {}, { lang: 'ar' });
    expect(ar.body.errors?.full_name).toEqual(['هذا الحقل مطلوب']);
    expect(await t.database.db.$count(memberships)).toBe(before + 1);
  });

  it('another company’s user is not found (404), for reading, editing and deleting', async () => {
    const admin = await companyAdmin(t, 'Mine Co');
    const other = await companyAdmin(t, 'Theirs Co');
    const theirRole = await createRole(t, other.token, 'Theirs', [{ action: 'read', subject: 'b2b_orders' }]);
    const mineRole = await createRole(t, admin.token, 'Mine', [{ action: 'read', subject: 'b2b_orders' }]);
    const theirs = await addUser(t, other.token, memberBody(theirRole));

    expect((await send(t, 'GET', `${USERS}/${theirs.id}`, admin.token)).statusCode).toBe(404);
    const put = await send(t, 'PUT', `${USERS}/${theirs.id}`, admin.token, memberBody(mineRole));
    expect(put.statusCode).toBe(404);
    expect(put.body.message).toBe('The requested resource was not found');
    expect((await send(t, 'DELETE', `${USERS}/${theirs.id}`, admin.token)).statusCode).toBe(404);
    expect((await send(t, 'GET', `${USERS}/${theirs.id}`, other.token)).statusCode).toBe(200);
    expect((await send(t, 'GET', `${USERS}/not-a-uuid`, admin.token)).statusCode).toBe(422);
  });

  it('keeps the last admin, refuses self-removal, and lets an expired user neither sign in nor call the API', async () => {
    const admin = await companyAdmin(t, 'Guard Co');
    const [owner] = (await send(t, 'GET', USERS, admin.token)).body.data.items;
    const adminRoleId = owner.role.id as string;
    const clerkRole = await createRole(t, admin.token, 'Clerk', [{ action: 'read', subject: 'b2b_orders' }]);
    const ownerBody = { full_name: 'Sara Owner', username: 'sara', role_type: 'Admin', branch_ids: [] };

    const demote = await send(t, 'PUT', `${USERS}/${owner.id}`, admin.token, { ...ownerBody, role_id: clerkRole });
    expect(demote.statusCode).toBe(422);
    expect(demote.body.errors).toEqual({
      role_id: ['The company must keep at least one active admin: add another admin first'],
    });
    const expire = await send(t, 'PUT', `${USERS}/${owner.id}`, admin.token, {
      ...ownerBody,
      role_id: adminRoleId,
      expires_on: '2030-01-01',
    });
    expect(expire.statusCode).toBe(422);
    expect(Object.keys(expire.body.errors ?? {})).toEqual(['expires_on']);
    const self = await send(t, 'DELETE', `${USERS}/${owner.id}`, admin.token);
    expect(self.statusCode).toBe(409);
    expect(self.body.message).toBe('You cannot remove yourself from the company');

    // A second admin makes the first one removable by the second.
    const second = await addUser(t, admin.token, memberBody(adminRoleId, { role_type: 'Admin' }));
    const secondToken = await signIn(t, second.phone);
    expect((await send(t, 'DELETE', `${USERS}/${owner.id}`, secondToken)).statusCode).toBe(200);
    // …and now the second is the last one: it cannot be removed (by anyone) or demoted.
    const last = await send(t, 'PUT', `${USERS}/${second.id}`, secondToken, {
      ...memberBody(clerkRole),
      id: second.id,
    });
    expect(last.statusCode).toBe(422);

    // An expiry date: the day itself still works (Riyadh time), the day after refuses sign-in and API calls.
    const clerk = await addUser(t, secondToken, memberBody(clerkRole, { expires_on: '2025-01-20' }));
    expect((await send(t, 'GET', `${USERS}/${clerk.id}`, secondToken)).body.data).toMatchObject({
      expires_on: '2025-01-20',
      status: 'active',
    });
    const clerkToken = await signIn(t, clerk.phone);
    t.clock.time = Date.UTC(2025, 0, 20, 20, 59); // 23:59 in Riyadh on the 20th
    expect((await userMe(t.app, clerkToken)).statusCode).toBe(200);
    t.clock.time = Date.UTC(2025, 0, 20, 21, 0); // midnight in Riyadh
    const refused = await userMe(t.app, clerkToken, {}, { lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(
      'Your access to this company expired on 2025-01-20. Ask the company administrator to renew it',
    );
    const login = await send(t, 'POST', '/api/v1/auth/login', '', { phone: clerk.phone });
    expect(login.statusCode).toBe(422);
    expect(login.body.errors).toEqual({
      phone: ['Your access expired on 2025-01-20. Ask your company administrator to renew it before signing in'],
    });
    const loginFr = await send(t, 'POST', '/api/v1/auth/login', '', { phone: clerk.phone }, { lang: 'fr' });
    expect(loginFr.body.errors?.phone?.[0]).toContain('Votre accès a expiré le 2025-01-20');
    const verify = await send(t, 'POST', '/api/v1/auth/phone/verify', '', { phone: clerk.phone, code: '1234' });
    expect(verify.statusCode).toBe(422);
    expect(Object.keys(verify.body.errors ?? {})).toEqual(['phone']);
    expect((await send(t, 'GET', `${USERS}/${clerk.id}`, secondToken)).body.data.status).toBe('expired');
    expect((await send(t, 'GET', `${USERS}?status=expired`, secondToken)).body.data.total).toBe(1);

    // Renewing the access lets them in again.
    const renewed = await send(t, 'PUT', `${USERS}/${clerk.id}`, secondToken, {
      ...memberBody(clerkRole),
      expires_on: null,
    });
    expect(renewed.statusCode).toBe(200);
    expect((await userMe(t.app, clerkToken)).statusCode).toBe(200);
  });

  it('deleting a member ends their access to the company, not the person', async () => {
    const admin = await companyAdmin(t, 'Leaving Co');
    const roleId = await createRole(t, admin.token, 'Temp', [{ action: 'read', subject: 'b2b_orders' }]);
    const member = await addUser(t, admin.token, memberBody(roleId));
    const token = await signIn(t, member.phone);
    const removed = await send(t, 'DELETE', `${USERS}/${member.id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toEqual({ status: 200, message: 'Record has been deleted successfully', data: null });
    expect((await userMe(t.app, token)).statusCode).toBe(403);
    expect(await t.database.db.$count(users, eq(users.phone, member.phone))).toBe(1);
    expect((await send(t, 'GET', `${USERS}/${member.id}`, admin.token)).statusCode).toBe(404);
  });

  // PGlite serialises everything; only a server shows whether two demotions at once can both pass.
  it('two admins demoting each other at the same moment leave one admin (PostgreSQL server)', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const admin = await companyAdmin(t, 'Race Co');
    const [owner] = (await send(t, 'GET', USERS, admin.token)).body.data.items;
    const adminRole = owner.role.id as string;
    const clerkRole = await createRole(t, admin.token, 'Clerk', [{ action: 'read', subject: 'b2b_orders' }]);
    const second = await addUser(t, admin.token, memberBody(adminRole, { role_type: 'Admin' }));
    const secondToken = await signIn(t, second.phone);
    const [a, b] = await Promise.all([
      send(t, 'PUT', `${USERS}/${second.id}`, admin.token, memberBody(clerkRole)),
      send(t, 'PUT', `${USERS}/${owner.id}`, secondToken, memberBody(clerkRole)),
    ]);
    // At the same moment, the second to commit would leave no admin: 422. When one request has committed before the
    // other is checked, its caller is no longer an admin and may not change roles at all: 403 (not allowed). Either
    // way exactly one admin is left.
    expect([
      [200, 403],
      [200, 422],
    ]).toContainEqual([a.statusCode, b.statusCode].sort());
    const [row] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(and(eq(memberships.companyId, admin.companyId), eq(roles.isAdmin, true)));
    expect(row!.total).toBe(1);
  });
});
