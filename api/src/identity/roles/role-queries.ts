import type { ROLE_SORT_KEYS, Role, SortedListQuery } from '@portal/contract';
import { asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { rolePermissions, roles } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { pageWindow, sortColumn } from '../../platform/http/list-query';

// Written out in full: inside a sub-select drizzle leaves column names unqualified, and `id` would be the member's.
const usersCount = sql<number>`(select count(*)::int from "memberships" where "memberships"."role_id" = "roles"."id")`;
const roleColumns = {
  id: roles.id,
  name: roles.name,
  type: roles.type,
  isAdmin: roles.isAdmin,
  createdAt: roles.createdAt,
  usersCount,
};
type RoleRow = { id: string; name: string; type: string; isAdmin: boolean; createdAt: Date; usersCount: number };

const sortable = { name: roles.name, type: roles.type, users_count: usersCount, created_at: roles.createdAt };

async function permissionsOf(db: Queryable, roleIds: string[]) {
  const byRole = new Map<string, { action: string; subject: string }[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({ roleId: rolePermissions.roleId, action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds))
    .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action));
  for (const row of rows) {
    const list = byRole.get(row.roleId) ?? [];
    list.push({ action: row.action, subject: row.subject });
    byRole.set(row.roleId, list);
  }
  return byRole;
}

const toRole = (row: RoleRow, permissions: { action: string; subject: string }[]): Role => ({
  id: row.id,
  name: row.name,
  type: row.type,
  is_admin: row.isAdmin,
  users_count: row.usersCount,
  permissions,
  created_at: row.createdAt.toISOString(),
});

export async function listRoles(scope: CompanyScope, query: SortedListQuery<typeof ROLE_SORT_KEYS>) {
  const where = scope.owned(roles, query.q ? ilike(roles.name, containsPattern(query.q)) : undefined);
  const column = sortColumn(query, sortable, roles.createdAt);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    scope.db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(query.sortDesc ? desc(column) : asc(column), asc(roles.id))
      .limit(limit)
      .offset(offset),
    scope.db.$count(roles, where),
  ]);
  const permissions = await permissionsOf(
    scope.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toRole(row, permissions.get(row.id) ?? [])), total };
}

export async function findRole(scope: CompanyScope, id: string): Promise<Role | null> {
  const [row] = await scope.db
    .select(roleColumns)
    .from(roles)
    .where(scope.owned(roles, eq(roles.id, id)))
    .limit(1);
  if (!row) return null;
  return toRole(row, (await permissionsOf(scope.db, [id])).get(id) ?? []);
}

export async function roleNameTaken(scope: CompanyScope, name: string, except?: string) {
  const rows = await scope.db
    .select({ id: roles.id })
    .from(roles)
    .where(scope.owned(roles, sql`lower(${roles.name}) = lower(${name})`));
  return rows.some((row) => row.id !== except);
}

export async function replacePermissions(
  db: Queryable,
  roleId: string,
  permissions: readonly { action: string; subject: string }[],
) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = new Map(permissions.map((p) => [`${p.action}\u0000${p.subject}`, p]));
  if (unique.size > 0) {
    await db
      .insert(rolePermissions)
      .values([...unique.values()].map((p) => ({ roleId, action: p.action, subject: p.subject })));
  }
}
