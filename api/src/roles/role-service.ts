import type { Permission, Role, RoleType } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ensureGrantable } from '../ability/grant-check';
import { recordAudit } from '../audit/audit-queries';
import { findUserById } from '../auth/user-queries';
import { requestScope, scoped } from '../db/company-scope';
import { memberships, roles } from '../db/schema/index';
import { AppError, fieldError, forbidden, notFound } from '../http/app-error';
import { lockCompanyAccess } from '../users/member-queries';
import { findRole, replacePermissions, roleNameTaken } from './role-queries';

export interface RoleInput {
  name: string;
  type: RoleType;
  permissions: Permission[];
}

interface Context {
  app: FastifyInstance;
  request: FastifyRequest;
}

async function start(ctx: Context) {
  const userId = ctx.request.caller?.userId;
  if (!userId) throw forbidden();
  const actor = await findUserById(ctx.app.database.db, userId);
  return {
    now: ctx.app.now(),
    actor: { userId, name: actor?.fullName ?? '' },
    companyId: requestScope(ctx.app.database.db, ctx.request).companyId,
  };
}

const sortedRules = (permissions: readonly { action: string; subject: string }[]) =>
  permissions.map((p) => `${p.action} ${p.subject}`).sort();

export async function createRole(ctx: Context, input: RoleInput): Promise<Role> {
  const { now, actor, companyId } = await start(ctx);
  ensureGrantable(ctx.request.ability, input.permissions);
  const id = await ctx.app.database.db.transaction(async (tx) => {
    await lockCompanyAccess(tx, companyId);
    const scope = scoped(tx, companyId);
    if (await roleNameTaken(scope, input.name)) throw fieldError('name', 'access.role_name_taken');
    const [role] = await tx
      .insert(roles)
      .values({ companyId, name: input.name, type: input.type, isAdmin: false, createdAt: now })
      .returning({ id: roles.id });
    await replacePermissions(tx, role!.id, input.permissions);
    await recordAudit(tx, {
      companyId,
      actor,
      action: 'role.created',
      target: { type: 'role', id: role!.id, label: input.name },
      changes: { name: input.name, type: input.type, permissions: sortedRules(input.permissions) },
      at: now,
    });
    return role!.id;
  });
  const role = await findRole(scoped(ctx.app.database.db, companyId), id);
  if (!role) throw notFound();
  return role;
}

export async function updateRole(ctx: Context, id: string, input: RoleInput): Promise<Role> {
  const { now, actor, companyId } = await start(ctx);
  ensureGrantable(ctx.request.ability, input.permissions);
  await ctx.app.database.db.transaction(async (tx) => {
    await lockCompanyAccess(tx, companyId);
    const scope = scoped(tx, companyId);
    const before = await findRole(scope, id);
    if (!before) throw notFound();
    // The Admin role is `manage all` by definition; narrowing it could leave a company without an admin.
    if (before.is_admin) throw new AppError(409, 'access.admin_role_locked');
    if (await roleNameTaken(scope, input.name, id)) throw fieldError('name', 'access.role_name_taken');
    await tx
      .update(roles)
      .set({ name: input.name, type: input.type })
      .where(scope.owned(roles, eq(roles.id, id)));
    await replacePermissions(tx, id, input.permissions);
    const was = sortedRules(before.permissions);
    const is = sortedRules(input.permissions);
    await recordAudit(tx, {
      companyId,
      actor,
      action: 'role.updated',
      target: { type: 'role', id, label: input.name },
      changes: {
        ...(before.name !== input.name ? { name: { from: before.name, to: input.name } } : {}),
        ...(before.type !== input.type ? { type: { from: before.type, to: input.type } } : {}),
        granted: is.filter((rule) => !was.includes(rule)),
        revoked: was.filter((rule) => !is.includes(rule)),
      },
      at: now,
    });
  });
  const role = await findRole(scoped(ctx.app.database.db, companyId), id);
  if (!role) throw notFound();
  return role;
}

/** A role in use is deleted only together with moving its users to another role (`moveTo`). */
export async function deleteRole(ctx: Context, id: string, moveTo: string | undefined): Promise<void> {
  const { now, actor, companyId } = await start(ctx);
  await ctx.app.database.db.transaction(async (tx) => {
    await lockCompanyAccess(tx, companyId);
    const scope = scoped(tx, companyId);
    const role = await findRole(scope, id);
    if (!role) throw notFound();
    if (role.is_admin) throw new AppError(409, 'access.admin_role_locked');
    let movedTo: { id: string; name: string } | null = null;
    if (role.users_count > 0) {
      if (!moveTo) {
        throw new AppError(409, 'access.role_in_use', {
          params: { count: role.users_count },
          data: { users_count: role.users_count },
        });
      }
      const target = moveTo === id ? null : await findRole(scope, moveTo);
      if (!target) throw fieldError('move_to', 'access.role_unknown');
      ensureGrantable(ctx.request.ability, target.permissions);
      await tx
        .update(memberships)
        .set({ roleId: target.id, updatedAt: now })
        .where(scope.owned(memberships, eq(memberships.roleId, id)));
      movedTo = { id: target.id, name: target.name };
    }
    await tx.delete(roles).where(scope.owned(roles, eq(roles.id, id)));
    await recordAudit(tx, {
      companyId,
      actor,
      action: 'role.deleted',
      target: { type: 'role', id, label: role.name },
      changes: {
        permissions: sortedRules(role.permissions),
        ...(movedTo ? { moved_users: role.users_count, moved_to: movedTo } : {}),
      },
      at: now,
    });
  });
}
