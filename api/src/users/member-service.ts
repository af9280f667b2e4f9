import type { CompanyUser, RoleType, UserCreated } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ensureGrantable, ensureMayTouchAdmin } from '../ability/grant-check';
import { listPermissions } from '../ability/membership-queries';
import { recordAudit } from '../audit/audit-queries';
import { issueLoginCode } from '../auth/login-code-service';
import { findUserById, findUserByPhone } from '../auth/user-queries';
import { type CompanyScope, requestScope, scoped } from '../db/company-scope';
import type { Queryable } from '../db/database';
import { memberships, users } from '../db/schema/index';
import { uniqueViolation } from '../db/unique-violation';
import { AppError, fieldError, forbidden, notFound } from '../http/app-error';
import { dateFromExpiresAt, expiresAtFromDate } from './expiry-date';
import {
  branchesOf,
  countActiveAdmins,
  countCompanyBranches,
  findCompanyRole,
  findMember,
  findMembershipOfUser,
  lockCompanyAccess,
  type MemberKind,
  type MemberRow,
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

interface Context {
  app: FastifyInstance;
  request: FastifyRequest;
  kind: MemberKind;
}

const auditAction = (kind: MemberKind, verb: 'created' | 'updated' | 'deleted') => `${kind}.${verb}` as const;

async function actorOf(ctx: Context) {
  const userId = ctx.request.caller?.userId;
  if (!userId) throw forbidden();
  const user = await findUserById(ctx.app.database.db, userId);
  return { userId, name: user?.fullName ?? '' };
}

/** Role and branches must be the company's own; the role may not exceed what the caller holds. */
async function checkReferences(ctx: Context, scope: CompanyScope, input: MemberInput, memberId?: string) {
  const role = await findCompanyRole(scope, input.role_id);
  if (!role) throw fieldError('role_id', 'access.role_unknown');
  ensureGrantable(ctx.request.ability, await listPermissions(scope.db, role.id));
  const unique = [...new Set(input.branch_ids)];
  if ((await countCompanyBranches(scope, unique)) !== unique.length) {
    throw fieldError('branch_ids', 'access.branch_unknown');
  }
  if (await usernameTaken(scope, input.username, memberId)) throw fieldError('username', 'access.username_taken');
  return { role, branchIds: unique };
}

async function answer(scope: CompanyScope, kind: MemberKind, id: string, now: Date): Promise<CompanyUser> {
  const row = await findMember(scope, kind, id);
  if (!row) throw notFound();
  return toCompanyUser(row, (await branchesOf(scope, [id])).get(id) ?? [], now);
}

function duplicateToField(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'memberships_company_username_unique') throw fieldError('username', 'access.username_taken');
  if (constraint === 'memberships_user_company_unique') throw fieldError('phone', 'access.already_member');
  if (constraint === 'users_phone_unique') throw fieldError('phone', 'access.already_member');
  throw error;
}

/**
 * Adds a person by phone: a known person joins the company with the chosen role; an unknown phone becomes a
 * new person who gets a WhatsApp invitation (with a sign-in code) once the change is committed.
 */
export async function addMember(ctx: Context, input: MemberInput & { phone: string }): Promise<UserCreated> {
  const { app, request } = ctx;
  const now = app.now();
  const actor = await actorOf(ctx);
  const companyId = requestScope(app.database.db, request).companyId;
  let created: { id: string; invited: boolean };
  try {
    created = await app.database.db.transaction(async (tx) => {
      await lockCompanyAccess(tx, companyId);
      const scope = scoped(tx, companyId);
      const { branchIds } = await checkReferences(ctx, scope, input);
      const known = await findUserByPhone(tx, input.phone);
      if (known && (await findMembershipOfUser(scope, known.id))) throw fieldError('phone', 'access.already_member');
      const invited = !known;
      const person =
        known ??
        (
          await tx
            .insert(users)
            .values({ fullName: input.full_name, phone: input.phone, email: input.email ?? null, createdAt: now })
            .returning({ id: users.id })
        )[0];
      const [membership] = await tx
        .insert(memberships)
        .values({
          userId: person!.id,
          companyId,
          roleId: input.role_id,
          roleType: input.role_type,
          fullName: input.full_name,
          username: input.username,
          email: input.email ?? null,
          expiresAt: input.expires_on ? expiresAtFromDate(input.expires_on) : null,
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
        changes: { ...describe(input), invited },
        at: now,
      });
      return { id: membership!.id, invited };
    });
  } catch (error) {
    duplicateToField(error);
  }
  const invited = created.invited && (await sendInvitation(ctx, input.phone));
  return { ...(await answer(scoped(app.database.db, companyId), ctx.kind, created.id, now)), invited };
}

/** The invitation is a sign-in code sent on WhatsApp; if the channel fails, the member exists and can ask again. */
async function sendInvitation(ctx: Context, phone: string): Promise<boolean> {
  const { app, request } = ctx;
  try {
    await issueLoginCode(
      {
        db: app.database.db,
        now: app.now,
        codeSecret: app.config.codeSecret,
        sender: app.codeSender,
        log: request.log,
      },
      phone,
      'invite',
      request.lang,
    );
    return true;
  } catch (error) {
    request.log.warn({ err: error, phone }, 'invitation could not be sent');
    return false;
  }
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
  const isActiveAdmin = member.isAdmin && (!member.expiresAt || member.expiresAt.getTime() > now.getTime());
  if (!isActiveAdmin) return;
  if ((await countActiveAdmins(scope, now, member.id)) > 0) return;
  if (field) throw fieldError(field, 'access.last_admin');
  throw new AppError(409, 'access.last_admin');
}

export async function updateMember(ctx: Context, id: string, input: MemberInput): Promise<CompanyUser> {
  const { app, request } = ctx;
  const now = app.now();
  const actor = await actorOf(ctx);
  const companyId = requestScope(app.database.db, request).companyId;
  try {
    await app.database.db.transaction(async (tx) => {
      await lockCompanyAccess(tx, companyId);
      const scope = scoped(tx, companyId);
      const member = await findMember(scope, ctx.kind, id);
      if (!member) throw notFound();
      if (member.isAdmin) ensureMayTouchAdmin(request.ability);
      const { role, branchIds } = await checkReferences(ctx, scope, input, id);
      if (!role.isAdmin) await ensureAdminRemains(scope, member, now, 'role_id');
      if (input.expires_on) await ensureAdminRemains(scope, member, now, 'expires_on');
      const before = describeRow(
        member,
        ((await branchesOf(scope, [id])).get(id) ?? []).map((b) => b.id),
      );
      await tx
        .update(memberships)
        .set({
          roleId: input.role_id,
          roleType: input.role_type,
          fullName: input.full_name,
          username: input.username,
          email: input.email ?? null,
          expiresAt: input.expires_on ? expiresAtFromDate(input.expires_on) : null,
          updatedAt: now,
        })
        .where(scope.owned(memberships, eq(memberships.id, id)));
      await setBranches(tx, id, branchIds);
      const after = describe(input);
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
    });
  } catch (error) {
    duplicateToField(error);
  }
  return answer(scoped(app.database.db, companyId), ctx.kind, id, now);
}

export async function removeMember(ctx: Context, id: string): Promise<void> {
  const { app, request } = ctx;
  const now = app.now();
  const actor = await actorOf(ctx);
  const companyId = requestScope(app.database.db, request).companyId;
  await app.database.db.transaction(async (tx: Queryable) => {
    await lockCompanyAccess(tx, companyId);
    const scope = scoped(tx, companyId);
    const member = await findMember(scope, ctx.kind, id);
    if (!member) throw notFound();
    if (member.userId === actor.userId) throw new AppError(409, 'access.cannot_delete_self');
    if (member.isAdmin) ensureMayTouchAdmin(request.ability);
    await ensureAdminRemains(scope, member, now);
    await tx.delete(memberships).where(scope.owned(memberships, eq(memberships.id, id)));
    await recordAudit(tx, {
      companyId,
      actor,
      action: auditAction(ctx.kind, 'deleted'),
      target: { type: ctx.kind, id, label: `${member.fullName} (${member.phone})` },
      changes: describeRow(member, []),
      at: now,
    });
  });
}

export async function getMember(ctx: Context, id: string): Promise<CompanyUser> {
  return answer(requestScope(ctx.app.database.db, ctx.request), ctx.kind, id, ctx.app.now());
}
