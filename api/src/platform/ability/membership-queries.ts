import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { companies, memberships, rolePermissions, roles } from '../db/schema/index';

export interface MembershipRow {
  id: string;
  companyId: string;
  roleId: string;
  roleName: string;
  isAdmin: boolean;
  expiresAt: Date | null;
}

const membershipColumns = {
  id: memberships.id,
  companyId: memberships.companyId,
  roleId: memberships.roleId,
  roleName: roles.name,
  isAdmin: roles.isAdmin,
  expiresAt: memberships.expiresAt,
};

/** The user's active memberships, oldest first (the first one is the default role); invitations give no access. */
export function listMemberships(db: Queryable, userId: string): Promise<MembershipRow[]> {
  return db
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

/** Read at every request, so a changed role applies at the caller's next request. */
export function listPermissions(db: Queryable, roleId: string) {
  return db
    .select({ action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action));
}
