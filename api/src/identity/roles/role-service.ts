import { type ListQuery, type Permission, type Role, type RoleType, userRoleTypeOf } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../insights/audit/audit-queries';
import { ensureGrantable } from '../../platform/ability/grant-check';
import { findUserById } from '../../platform/ability/user-queries';
import type { Queryable } from '../../platform/db/database';
import { memberships, roles } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { AppError, fieldError, notFound } from '../../platform/http/app-error';
import { listResult } from '../../platform/http/list-query';
import type { CompanyContext } from '../../platform/http/request-context';
import { lockCompanyAccess } from '../users/member-queries';
import { findRole, listRoles, replacePermissions, roleNameTaken } from './role-queries';

export interface RoleInput {
  name: string;
  type: RoleType;
  permissions: Permission[];
}

/** Who acts, as the audit log names them. */
async function start(ctx: CompanyContext) {
  const { userId } = ctx.actor;
  const actor = await findUserById(ctx.db, userId);
  return { now: ctx.now, actor: { userId, name: actor?.fullName ?? '' }, companyId: ctx.scope.companyId };
}

type Start = Awaited<ReturnType<typeof start>>;

/** The audit entry of a change to a role, by the actor who started it. */
const auditRole = (
  tx: Queryable,
  by: Start,
  action: `role.${'created' | 'updated' | 'deleted'}`,
  role: { id: string; label: string },
  changes: Record<string, unknown>,
) =>
  recordAudit(tx, {
    companyId: by.companyId,
    actor: by.actor,
    action,
    target: { type: 'role', ...role },
    changes,
    at: by.now,
  });

const sortedRules = (permissions: readonly { action: string; subject: string }[]) =>
  permissions.map((p) => `${p.action} ${p.subject}`).sort();

/** The role to edit or delete, with the company's access locked: never the Admin role, which is `manage all` by
 * definition (narrowing or deleting it could leave a company without an admin). */
async function lockedEditableRole(scope: CompanyScope, companyId: string, id: string) {
  await lockCompanyAccess(scope.db, companyId);
  const role = await findRole(scope, id);
  if (!role) throw notFound();
  if (role.is_admin) throw new AppError(409, 'access.admin_role_locked');
  return role;
}

export async function createRole(ctx: CompanyContext, input: RoleInput): Promise<Role> {
  const by = await start(ctx);
  const { now, companyId } = by;
  ensureGrantable(ctx.ability, input.permissions);
  return ctx.scope.transaction(async (scope) => {
    const tx = scope.db;
    await lockCompanyAccess(tx, companyId);
    if (await roleNameTaken(scope, input.name)) throw fieldError('name', 'access.role_name_taken');
    const [role] = await scope
      .insert(roles)
      .values({ name: input.name, type: input.type, isAdmin: false, createdAt: now })
      .returning({ id: roles.id });
    await replacePermissions(tx, role!.id, input.permissions);
    await auditRole(
      tx,
      by,
      'role.created',
      { id: role!.id, label: input.name },
      { name: input.name, type: input.type, permissions: sortedRules(input.permissions) },
    );
    return (await findRole(scope, role!.id))!;
  });
}

export async function updateRole(ctx: CompanyContext, { id, ...input }: RoleInput & { id: string }): Promise<Role> {
  const by = await start(ctx);
  const { companyId } = by;
  ensureGrantable(ctx.ability, input.permissions);
  return ctx.scope.transaction(async (scope) => {
    const tx = scope.db;
    const before = await lockedEditableRole(scope, companyId, id);
    if (await roleNameTaken(scope, input.name, id)) throw fieldError('name', 'access.role_name_taken');
    await scope.update(roles, { name: input.name, type: input.type }, eq(roles.id, id));
    // The role type of its users follows the role (issue 14.3); residents keep theirs.
    if (before.type !== input.type) {
      await scope.update(
        memberships,
        { roleType: userRoleTypeOf(input.type) },
        and(eq(memberships.roleId, id), ne(memberships.roleType, 'Company Resident')),
      );
    }
    await replacePermissions(tx, id, input.permissions);
    const was = sortedRules(before.permissions);
    const is = sortedRules(input.permissions);
    await auditRole(
      tx,
      by,
      'role.updated',
      { id: id, label: input.name },
      {
        ...(before.name !== input.name ? { name: { from: before.name, to: input.name } } : {}),
        ...(before.type !== input.type ? { type: { from: before.type, to: input.type } } : {}),
        granted: is.filter((rule) => !was.includes(rule)),
        revoked: was.filter((rule) => !is.includes(rule)),
      },
    );
    return (await findRole(scope, id))!;
  });
}

/** A role in use is deleted only together with moving its users to another role (`moveTo`). */
export async function deleteRole(ctx: CompanyContext, { id, moveTo }: { id: string; moveTo?: string }): Promise<null> {
  const by = await start(ctx);
  const { now, companyId } = by;
  return ctx.scope.transaction(async (scope) => {
    const tx = scope.db;
    const role = await lockedEditableRole(scope, companyId, id);
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
      ensureGrantable(ctx.ability, target.permissions);
      await scope.update(memberships, { roleId: target.id, updatedAt: now }, eq(memberships.roleId, id));
      movedTo = { id: target.id, name: target.name };
    }
    await scope.delete(roles, eq(roles.id, id));
    await auditRole(
      tx,
      by,
      'role.deleted',
      { id: id, label: role.name },
      {
        permissions: sortedRules(role.permissions),
        ...(movedTo ? { moved_users: role.users_count, moved_to: movedTo } : {}),
      },
    );
    return null;
  });
}

export async function roleList(ctx: CompanyContext, query: ListQuery) {
  const { items, total } = await listRoles(ctx.scope, query);
  return listResult(items, total, query);
}

export async function getRole(ctx: CompanyContext, { id }: { id: string }): Promise<Role> {
  const role = await findRole(ctx.scope, id);
  if (!role) throw notFound();
  return role;
}
