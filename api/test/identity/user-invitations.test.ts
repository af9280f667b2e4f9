import { companyInvitationsSchema, companyUserSchema, userCompanySchema, userCreatedSchema } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INVITATION_NOTICE_TEMPLATE } from '../../src/identity/users/invitation-notice';
import { outboxMessages } from '../../src/platform/db/schema/index';
import { nextPhone, registerAndSignIn, userMe, useTestApp } from '../support/harness';
import { companyAdmin, createRole, insertBranch, memberBody, send } from './users-helpers';

// Issue 26.6: adding a person who already has an account (here: the owner of another company) invites them; the
// company joins their list only when they accept.

const t = useTestApp();

const USERS = '/api/v1/company/user';
const INVITATIONS = '/api/v1/auth/user/invitations';

const companiesOf = async (token: string) =>
  v.parse(v.array(userCompanySchema), (await send(t, 'GET', '/api/v1/auth/user/companies', token)).body.data);
const invitationsOf = async (token: string) =>
  v.parse(companyInvitationsSchema, (await send(t, 'GET', INVITATIONS, token)).body.data);
const statusIn = async (token: string, id: string) => (await send(t, 'GET', `${USERS}/${id}`, token)).body.data.status;
const notices = (phone: string) =>
  t.database.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.template, INVITATION_NOTICE_TEMPLATE)));

/** Company B (an admin) and a person who owns company A, with a role and a branch of B to invite them to. */
async function setUp(name: string) {
  const b = await companyAdmin(t, `${name} B`);
  const person = await registerAndSignIn(t.app, nextPhone(), `${name} A`);
  await userMe(t.app, person.token); // their device's language (en) is the one the notice is written in
  const roleId = await createRole(t, b.token, 'Branch clerk', [{ action: 'read', subject: 'b2b_branches' }]);
  const north = await insertBranch(t, b.companyId, `${name} North`);
  await insertBranch(t, b.companyId, `${name} South`);
  return { b, person, roleId, north };
}

async function invite(b: { token: string }, phone: string, roleId: string, extra: Record<string, unknown> = {}) {
  const added = await send(t, 'POST', USERS, b.token, memberBody(roleId, { phone, ...extra }));
  expect(added.statusCode).toBe(201);
  return v.parse(userCreatedSchema, added.body.data);
}

describe('inviting a person who already has an account', () => {
  it('waits for their acceptance: not in their list, no access, shown as invited, not counted', async () => {
    const { b, person, roleId, north } = await setUp('Wait');
    const invitation = await invite(b, person.phone, roleId, { branch_ids: [north] });
    expect(invitation).toMatchObject({ status: 'invited', invited: true, role: { id: roleId } });

    // Not in their companies, and the membership id opens nothing (Role-Id).
    expect((await companiesOf(person.token)).map((c) => c.company.name.en)).toEqual(['Wait A']);
    const asB = await userMe(t.app, person.token, {}, { 'role-id': invitation.id });
    expect(asB.statusCode).toBe(403);
    const branchesAsB = await send(t, 'GET', '/api/v1/company/branch', person.token, undefined, {
      'role-id': invitation.id,
    });
    expect(branchesAsB.statusCode).toBe(403);
    // Without Role-Id they still land in their own company.
    expect((await userMe(t.app, person.token)).body.data.role.company.name.en).toBe('Wait A');

    // The company sees them as invited; they are neither active nor expired.
    const listed = await send(t, 'GET', `${USERS}?status=invited`, b.token);
    expect(listed.body.data.items.map((u: { id: string }) => u.id)).toEqual([invitation.id]);
    const active = await send(t, 'GET', `${USERS}?status=active`, b.token);
    expect(active.body.data.items.map((u: { id: string }) => u.id)).not.toContain(invitation.id);
    expect(
      v.parse(companyUserSchema, (await send(t, 'GET', `${USERS}/${invitation.id}`, b.token)).body.data).status,
    ).toBe('invited');

    // The WhatsApp notice (outbox in development) names the company, in the person's language.
    expect(await notices(person.phone)).toEqual([{ body: { company: 'Wait B', lang: 'en' } }]);

    // They see the invitation in the portal.
    expect(await invitationsOf(person.token)).toEqual([
      {
        id: invitation.id,
        company: { id: b.companyId, name: { ar: 'Wait B', en: 'Wait B' }, logo_url: null },
        role: { title: 'Branch clerk' },
        invited_at: expect.any(String),
      },
    ]);

    // Adding them again is refused with what to do instead.
    const twice = await send(t, 'POST', USERS, b.token, memberBody(roleId, { phone: person.phone }));
    expect(twice.statusCode).toBe(422);
    expect(twice.body.errors).toEqual({
      phone: ['This person has already been invited: resend the invitation from the users list'],
    });
  });

  it('an invited admin is not an admin yet: the only active admin cannot step down', async () => {
    const { b, person } = await setUp('Admins');
    const self = (await userMe(t.app, b.token)).body.data.role.id as string;
    const options = await send(t, 'GET', `${USERS}/options`, b.token);
    const adminRoleId = options.body.data.roles.find((r: { is_admin: boolean }) => r.is_admin).id as string;
    await invite(b, person.phone, adminRoleId);
    const clerkRole = await createRole(t, b.token, 'Clerk', [{ action: 'read', subject: 'b2b_orders' }]);
    const ownRecord = (await send(t, 'GET', `${USERS}/${self}`, b.token)).body.data;
    const demoted = await send(t, 'PUT', `${USERS}/${self}`, b.token, {
      full_name: ownRecord.full_name,
      username: ownRecord.username ?? 'owner',
      role_id: clerkRole,
      branch_ids: [],
    });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.body.errors).toHaveProperty('role_id');
  });

  it('on acceptance the company joins their list with the role, branches and permissions chosen', async () => {
    const { b, person, roleId, north } = await setUp('Accept');
    const invitation = await invite(b, person.phone, roleId, { branch_ids: [north], expires_on: '2099-12-31' });

    const accepted = await send(t, 'POST', `${INVITATIONS}/${invitation.id}/accept`, person.token);
    expect(accepted.statusCode).toBe(200);
    expect(v.parse(userCompanySchema, accepted.body.data)).toMatchObject({
      role_id: invitation.id,
      company: { id: b.companyId, name: { en: 'Accept B' } },
      role: { title: 'Branch clerk' },
      is_admin: false,
      active: true,
    });
    expect((await companiesOf(person.token)).map((c) => c.company.name.en).sort()).toEqual(['Accept A', 'Accept B']);
    expect(await invitationsOf(person.token)).toEqual([]);
    expect(await statusIn(b.token, invitation.id)).toBe('active');

    // Acting in B: the role's permissions, the branch limit and the expiry chosen at the invitation.
    const asB = await userMe(t.app, person.token, {}, { 'role-id': invitation.id });
    expect(asB.statusCode).toBe(200);
    expect(asB.body.data.role).toMatchObject({
      company: { id: b.companyId },
      ability: [{ action: 'read', subject: 'b2b_branches' }],
    });
    const branches = await send(t, 'GET', '/api/v1/company/branch', person.token, undefined, {
      'role-id': invitation.id,
    });
    expect(branches.statusCode).toBe(200);
    expect(branches.body.data.items.map((x: { name: string }) => x.name)).toEqual(['Accept North']);
    expect((await send(t, 'GET', `${USERS}/${invitation.id}`, b.token)).body.data.expires_on).toBe('2099-12-31');

    // Answered once: a second answer finds nothing to answer.
    expect((await send(t, 'POST', `${INVITATIONS}/${invitation.id}/decline`, person.token)).statusCode).toBe(404);

    // The company's log says who accepted, by the name the company gave them.
    const log = await send(t, 'GET', '/api/v1/company/audit/event?action=user.updated', b.token);
    expect(log.body.data.items).toHaveLength(1);
    expect(log.body.data.items[0]).toMatchObject({
      action: 'user.updated',
      actor: { name: 'Khalid Al-Harbi' },
      changes: { status: { from: 'invited', to: 'active' } },
    });
  });

  it('on decline the company sees declined; it may resend (once a minute) or cancel', async () => {
    const { b, person, roleId } = await setUp('Decline');
    const invitation = await invite(b, person.phone, roleId);

    const declined = await send(t, 'POST', `${INVITATIONS}/${invitation.id}/decline`, person.token);
    expect(declined.statusCode).toBe(200);
    expect(await statusIn(b.token, invitation.id)).toBe('declined');
    expect((await companiesOf(person.token)).map((c) => c.company.name.en)).toEqual(['Decline A']);
    expect(await invitationsOf(person.token)).toEqual([]);
    expect((await send(t, 'POST', `${INVITATIONS}/${invitation.id}/accept`, person.token)).statusCode).toBe(404);

    // Resending too soon is refused with the wait; after a minute it asks again, with a new notice.
    const soon = await send(t, 'POST', `${USERS}/${invitation.id}/invitation`, b.token);
    expect(soon.statusCode).toBe(429);
    t.clock.advanceSeconds(61);
    const resent = await send(t, 'POST', `${USERS}/${invitation.id}/invitation`, b.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.body.data.status).toBe('invited');
    expect(await notices(person.phone)).toHaveLength(2);
    expect((await invitationsOf(person.token)).map((i) => i.id)).toEqual([invitation.id]);

    // Cancelled: gone for both sides, and the person can no longer accept.
    expect((await send(t, 'DELETE', `${USERS}/${invitation.id}`, b.token)).statusCode).toBe(200);
    expect(await invitationsOf(person.token)).toEqual([]);
    expect((await send(t, 'POST', `${INVITATIONS}/${invitation.id}/accept`, person.token)).statusCode).toBe(404);
    expect((await companiesOf(person.token)).map((c) => c.company.name.en)).toEqual(['Decline A']);
  });

  it('a member who joined has no invitation to resend; a new phone still joins at once with a sign-in code', async () => {
    const b = await companyAdmin(t, 'Fresh B');
    const roleId = await createRole(t, b.token, 'Viewer', [{ action: 'read', subject: 'b2b_branches' }]);
    const fresh = await invite(b, nextPhone(), roleId);
    expect(fresh).toMatchObject({ status: 'active', invited: true });
    expect(await notices(fresh.phone)).toEqual([]);
    const resend = await send(t, 'POST', `${USERS}/${fresh.id}/invitation`, b.token);
    expect(resend.statusCode).toBe(409);
  });

  it('only the invited person can answer; bad ids are refused', async () => {
    const { b, person, roleId } = await setUp('Other');
    const invitation = await invite(b, person.phone, roleId);
    const stranger = await registerAndSignIn(t.app, nextPhone(), 'Stranger Co');
    expect((await send(t, 'POST', `${INVITATIONS}/${invitation.id}/accept`, stranger.token)).statusCode).toBe(404);
    expect((await send(t, 'POST', `${INVITATIONS}/${invitation.id}/accept`, b.token)).statusCode).toBe(404);
    expect(await invitationsOf(stranger.token)).toEqual([]);
    const bad = await send(t, 'POST', `${INVITATIONS}/not-a-uuid/accept`, person.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors).toHaveProperty('id');
    expect((await send(t, 'GET', INVITATIONS, '')).statusCode).toBe(401);
    expect(await statusIn(b.token, invitation.id)).toBe('invited');
  });
});
