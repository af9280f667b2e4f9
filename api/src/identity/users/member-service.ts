import { type CompanyUser, type RoleType, type UserCreated, userRoleTypeOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../insights/audit/audit-queries';
import { dateFromExpiresAt, expiresAtFromDate } from '../../platform/ability/expiry-date';
import { ensureGrantable, ensureMayTouchAdmin } from '../../platform/ability/grant-check';
import { listPermissions } from '../../platform/ability/membership-queries';
import { findUserById, findUserByPhone } from '../../platform/ability/user-queries';
import { memberships, users } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { mapUniqueViolation, type UniqueFields } from '../../platform/db/unique-violation';
import { AppError, fieldError, notFound } from '../../platform/http/app-error';
import { listResult } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import {
  branchesOf,
  countActiveAdmins,
  countCompanyBranches,
  findCompanyRole,
  findMember,
  findMembershipOfUser,
  listMembers,
  lockCompanyAccess,
  type MemberFilters,
  type MemberKind,
  type MemberRow,
  memberOptions,
  setBranches,
  toCompanyUser,
  usernameTaken,
} from './member-queries';

export interface MemberInput {
  full_name: string;
  username: string;
  email?: string | null;
  role_id: string;
  role_type: RoleType;
  branch_ids: string[];
  expires_on?: string | null;
}

/** The request context plus which list (staff or residents) and how a new person is invited. */
export interface MemberContext extends CompanyContext {
  kind: MemberKind;
  /** Sends a sign-in code to a newly added phone (WhatsApp), after the change is committed. */
  invite(phone: string): Promise<void>;
  /** Tells a person who already has an account that the company invites them (WhatsApp), after the commit. */
  notifyInvitation(membershipId: string): Promise<void>;
}
type Context = MemberContext;

const auditAction = (kind: MemberKind, verb: 'created' | 'updated' | 'deleted') => `${kind}.${verb}` as const;

async function actorOf(ctx: Context) {
  const { userId } = ctx.actor;
  const user = await findUserById(ctx.db, userId);
  return { userId, name: user?.fullName ?? '' };
}

/** Role and branches must be the company's own; the role may not exceed what the caller holds. */
async function checkReferences(ctx: Context, scope: CompanyScope, input: MemberInput, memberId?: string) {
  const role = await findCompanyRole(scope, input.role_id);
  if (!role) throw fieldError('role_id', 'access.role_unknown');
  ensureGrantable(ctx.ability, await listPermissions(scope.db, role.id));
  const unique = [...new Set(input.branch_ids)];
  if ((await countCompanyBranches(scope, unique)) !== unique.length) {
    throw fieldError('branch_ids', 'access.branch_unknown');
  }
  if (await usernameTaken(scope, input.username, memberId)) throw fieldError('username', 'access.username_taken');
  // A user's role type follows their role (issue 14.3); a resident stays a resident.
  const roleType: RoleType = ctx.kind === 'user' ? userRoleTypeOf(role.type) : input.role_type;
  return { role, branchIds: unique, roleType };
}

async function answer(scope: CompanyScope, kind: MemberKind, id: string, now: Date): Promise<CompanyUser> {
  const row = await findMember(scope, kind, id);
  if (!row) throw notFound();
  return toCompanyUser(row, (await branchesOf(scope, [id])).get(id) ?? [], now);
}

/** A concurrent add or edit that loses at a unique index gets the pre-check's 422. */
const memberUnique: UniqueFields = {
  memberships_company_username_unique: { field: 'username', key: 'access.username_taken' },
  memberships_user_company_unique: { field: 'phone', key: 'access.already_member' },
  users_phone_unique: { field: 'phone', key: 'access.already_member' },
};

/**
 * Adds a person by phone. A person who already has an account (and maybe other companies) is only invited (issue
 * 26.6): the membership waits as 'invited', with the chosen role, branches and expiry, until they accept it; until
 * then it gives no access and the company is not in their list. An unknown phone becomes a new person, an active
 * member at once, who gets a sign-in code on WhatsApp: that is already consent, as nothing exists for them before
 * and nothing happens until they choose to sign in with that code; no other account or company list of theirs is
 * touched.
 */
export async function addMember(ctx: Context, input: MemberInput & { phone: string }): Promise<UserCreated> {
  const { now } = ctx;
  const actor = await actorOf(ctx);
  const companyId = ctx.scope.companyId;
  // Member changes are company-wide (the caller's own branch limit does not narrow them).
  const created = await mapUniqueViolation(memberUnique, () =>
    ctx.scope.companyWide().transaction(async (scope) => {
      const tx = scope.db;
      await lockCompanyAccess(tx, companyId);
      const { branchIds, roleType } = await checkReferences(ctx, scope, input);
      const known = await findUserByPhone(tx, input.phone);
      const existing = known ? await findMembershipOfUser(scope, known.id) : null;
      if (existing?.status === 'active') throw fieldError('phone', 'access.already_member');
      if (existing) throw fieldError('phone', 'access.already_invited');
      const invited = !known;
      const status = known ? 'invited' : 'active';
      const person =
        known ??
        (
          await tx
            .insert(users)
            .values({ fullName: input.full_name, phone: input.phone, email: input.email ?? null, createdAt: now })
            .returning({ id: users.id })
        )[0];
      const [membership] = await scope
        .insert(memberships)
        .values({
          userId: person!.id,
          ...membershipFields(input, roleType),
          status,
          invitedAt: known ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: memberships.id });
      await setBranches(tx, membership!.id, branchIds);
      await recordAudit(tx, {
        companyId,
        actor,
        action: auditAction(ctx.kind, 'created'),
        target: { type: ctx.kind, id: membership!.id, label: `${input.full_name} (${input.phone})` },
        changes: { ...describe({ ...input, role_type: roleType }), invited, status },
        at: now,
      });
      return { id: membership!.id, invited, answer: await answer(scope, ctx.kind, membership!.id, now) };
    }),
  );
  const sent = created.invited
    ? await sendInvitation(ctx, () => ctx.invite(input.phone))
    : await sendInvitation(ctx, () => ctx.notifyInvitation(created.id));
  return { ...created.answer, invited: sent };
}

/**
 * A sign-in code (new person) or the invitation notice (known person), on WhatsApp; if the channel fails, the
 * membership or invitation exists and the code can be asked again or the notice resent.
 */
async function sendInvitation(ctx: Context, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    ctx.log.warn({ err: error }, 'invitation could not be sent');
    return false;
  }
}

/** The membership's columns from the form, as adding and editing a member save them. */
function membershipFields(input: MemberInput, roleType: MemberRow['roleType']) {
  return {
    roleId: input.role_id,
    roleType,
    fullName: input.full_name,
    username: input.username,
    email: input.email ?? null,
    expiresAt: input.expires_on ? expiresAtFromDate(input.expires_on) : null,
  };
}

function describe(input: MemberInput) {
  return {
    full_name: input.full_name,
    username: input.username,
    email: input.email ?? null,
    role_id: input.role_id,
    role_type: input.role_type,
    branch_ids: [...new Set(input.branch_ids)].sort(),
    expires_on: input.expires_on ?? null,
  };
}

function describeRow(row: MemberRow, branchIds: string[]) {
  return {
    full_name: row.fullName,
    username: row.username,
    email: row.email,
    role_id: row.roleId,
    role_type: row.roleType,
    branch_ids: [...branchIds].sort(),
    expires_on: row.expiresAt ? dateFromExpiresAt(row.expiresAt) : null,
  };
}

/** Keeps at least one active admin in the company (guard rail): no removal, demotion or expiry of the last. */
async function ensureAdminRemains(scope: CompanyScope, member: MemberRow, now: Date, field?: string) {
  const isActiveAdmin =
    member.status === 'active' && member.isAdmin && (!member.expiresAt || member.expiresAt.getTime() > now.getTime());
  if (!isActiveAdmin) return;
  if ((await countActiveAdmins(scope, now, member.id)) > 0) return;
  if (field) throw fieldError(field, 'access.last_admin');
  throw new AppError(409, 'access.last_admin');
}

export async function updateMember(ctx: Context, { id, ...input }: MemberInput & { id: string }): Promise<CompanyUser> {
  const { now } = ctx;
  const actor = await actorOf(ctx);
  const companyId = ctx.scope.companyId;
  return mapUniqueViolation(memberUnique, () =>
    ctx.scope.companyWide().transaction(async (scope) => {
      const tx = scope.db;
      await lockCompanyAccess(tx, companyId);
      const member = await findMember(scope, ctx.kind, id);
      if (!member) throw notFound();
      if (member.isAdmin) ensureMayTouchAdmin(ctx.ability);
      const { role, branchIds, roleType } = await checkReferences(ctx, scope, input, id);
      if (!role.isAdmin) await ensureAdminRemains(scope, member, now, 'role_id');
      if (input.expires_on) await ensureAdminRemains(scope, member, now, 'expires_on');
      const before = describeRow(
        member,
        ((await branchesOf(scope, [id])).get(id) ?? []).map((b) => b.id),
      );
      await scope.update(memberships, { ...membershipFields(input, roleType), updatedAt: now }, eq(memberships.id, id));
      await setBranches(tx, id, branchIds);
      const after = describe({ ...input, role_type: roleType });
      const changes = Object.fromEntries(
        Object.entries(after)
          .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]))
          .map(([key, value]) => [key, { from: before[key as keyof typeof before], to: value }]),
      );
      await recordAudit(tx, {
        companyId,
        actor,
        action: auditAction(ctx.kind, 'updated'),
        target: { type: ctx.kind, id, label: `${input.full_name} (${member.phone})` },
        changes,
        at: now,
      });
      return answer(scope, ctx.kind, id, now);
    }),
  );
}

export async function removeMember(ctx: Context, { id }: { id: string }): Promise<null> {
  const { now } = ctx;
  const actor = await actorOf(ctx);
  const companyId = ctx.scope.companyId;
  return ctx.scope.companyWide().transaction(async (scope) => {
    const tx = scope.db;
    await lockCompanyAccess(tx, companyId);
    const member = await findMember(scope, ctx.kind, id);
    if (!member) throw notFound();
    if (member.userId === actor.userId) throw new AppError(409, 'access.cannot_delete_self');
    if (member.isAdmin) ensureMayTouchAdmin(ctx.ability);
    await ensureAdminRemains(scope, member, now);
    await scope.delete(memberships, eq(memberships.id, id));
    await recordAudit(tx, {
      companyId,
      actor,
      action: auditAction(ctx.kind, 'deleted'),
      target: { type: ctx.kind, id, label: `${member.fullName} (${member.phone})` },
      changes: describeRow(member, []),
      at: now,
    });
    return null;
  });
}

export async function getMember(ctx: Context, { id }: { id: string }): Promise<CompanyUser> {
  return answer(ctx.scope, ctx.kind, id, ctx.now);
}

/** The roles and branches the member form offers. */
export function memberFormOptions(ctx: CompanyContext) {
  return memberOptions(ctx.scope);
}

export type MemberListQuery = Parameters<typeof listMembers>[2] & MemberFilters;

/** One page of the company's members of a kind, each with their branches. */
export async function listMemberPage(
  ctx: CompanyContext,
  { kind, query }: { kind: MemberKind; query: MemberListQuery },
) {
  const { now, scope } = ctx;
  const { rows, total } = await listMembers(scope, kind, query, now);
  const branches = await branchesOf(
    scope,
    rows.map((row) => row.id),
  );
  const items: CompanyUser[] = rows.map((row) => toCompanyUser(row, branches.get(row.id) ?? [], now));
  return listResult(items, total, query);
}
