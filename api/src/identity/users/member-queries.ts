import type { CompanyUser, MEMBER_SORT_KEYS, RoleType, SortedListQuery, UserStatus } from '@portal/contract';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { dateFromExpiresAt } from '../../platform/ability/expiry-date';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { Queryable } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import {
  branches,
  type MembershipStatus,
  membershipBranches,
  memberships,
  roles,
  users,
} from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { pageWindow, sortColumn } from '../../platform/http/list-query';

/** Staff (company/user) or residents (company/resident): the same record, told apart by the role type. */
export type MemberKind = 'user' | 'resident';

const RESIDENT: RoleType = 'Company Resident';
const kindFilter = (kind: MemberKind) =>
  kind === 'resident' ? eq(memberships.roleType, RESIDENT) : ne(memberships.roleType, RESIDENT);

// The company's own record wins over the person's profile.
const fullName = sql<string>`coalesce(${memberships.fullName}, ${users.fullName})`;
const email = sql<string | null>`coalesce(${memberships.email}, ${users.email})`;

const memberColumns = {
  id: memberships.id,
  userId: memberships.userId,
  fullName,
  username: memberships.username,
  phone: users.phone,
  email,
  roleType: memberships.roleType,
  roleId: roles.id,
  roleName: roles.name,
  isAdmin: roles.isAdmin,
  expiresAt: memberships.expiresAt,
  status: memberships.status,
  invitedAt: memberships.invitedAt,
  createdAt: memberships.createdAt,
};
export type MemberRow = {
  id: string;
  userId: string;
  fullName: string;
  username: string | null;
  phone: string;
  email: string | null;
  roleType: RoleType;
  roleId: string;
  roleName: string;
  isAdmin: boolean;
  expiresAt: Date | null;
  status: MembershipStatus;
  invitedAt: Date | null;
  createdAt: Date;
};

const sortable = {
  full_name: fullName,
  username: memberships.username,
  phone: users.phone,
  email,
  role: roles.name,
  role_type: memberships.roleType,
  expires_on: memberships.expiresAt,
  created_at: memberships.createdAt,
};

export interface MemberFilters {
  role_id?: string;
  role_type?: RoleType;
  status?: UserStatus;
}

const joined = eq(memberships.status, 'active');
const notExpired = (now: Date) => or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now));
/** The list's status filter: expiry only means something once the person has joined (issue 26.6). */
function statusFilter(status: UserStatus, now: Date) {
  if (status === 'active') return and(joined, notExpired(now));
  if (status === 'expired') return and(joined, lte(memberships.expiresAt, now));
  return eq(memberships.status, status);
}

function memberSelect(scope: CompanyScope) {
  return scope.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId));
}

export async function listMembers(
  scope: CompanyScope,
  kind: MemberKind,
  query: SortedListQuery<typeof MEMBER_SORT_KEYS> & MemberFilters,
  now: Date,
): Promise<{ rows: MemberRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [kindFilter(kind)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(fullName, pattern),
        ilike(memberships.username, pattern),
        ilike(users.phone, pattern),
        ilike(email, pattern),
      ),
    );
  }
  if (query.role_id) filters.push(eq(memberships.roleId, query.role_id));
  if (query.role_type) filters.push(eq(memberships.roleType, query.role_type));
  if (query.status) filters.push(statusFilter(query.status, now));
  const where = scope.owned(memberships, ...filters);
  const column = sortColumn(query, sortable, memberships.createdAt);
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    memberSelect(scope)
      .where(where)
      .orderBy(query.sortDesc ? desc(column) : asc(column), asc(memberships.id))
      .limit(limit)
      .offset(offset),
    scope.db
      .select({ total: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(where),
  ]);
  return { rows: rows as MemberRow[], total: count?.total ?? 0 };
}

export async function findMember(scope: CompanyScope, kind: MemberKind, id: string): Promise<MemberRow | null> {
  const [row] = await memberSelect(scope)
    .where(scope.owned(memberships, eq(memberships.id, id), kindFilter(kind)))
    .limit(1);
  return (row as MemberRow | undefined) ?? null;
}

/** The caller's company membership (or invitation) of a person, whatever its kind. */
export async function findMembershipOfUser(scope: CompanyScope, userId: string) {
  const [row] = await scope.db
    .select({ id: memberships.id, status: memberships.status })
    .from(memberships)
    .where(scope.owned(memberships, eq(memberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A person's membership of the company with the name the company knows them by (the phone lookup). */
export async function findMemberNameOfUser(scope: CompanyScope, userId: string) {
  const [row] = await scope.db
    .select({ id: memberships.id, full_name: fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(scope.owned(memberships, eq(memberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function branchesOf(scope: CompanyScope, membershipIds: string[]) {
  if (membershipIds.length === 0) return new Map<string, { id: string; name: string }[]>();
  // Every assigned branch of the company, whatever the caller's own branch limit (an admin view of access).
  const rows = await scope
    .companyWide()
    .select({ membershipId: membershipBranches.membershipId, id: branches.id, name: branches.name })
    .from(branches, inArray(membershipBranches.membershipId, membershipIds))
    .innerJoin(membershipBranches, eq(branches.id, membershipBranches.branchId))
    .orderBy(asc(branches.name));
  const byMember = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const list = byMember.get(row.membershipId) ?? [];
    list.push({ id: row.id, name: row.name });
    byMember.set(row.membershipId, list);
  }
  return byMember;
}

/** Replaces the member's assigned branches (none = every branch of the company, see membership_branches). */
export async function setBranches(db: Queryable, membershipId: string, branchIds: string[]) {
  await db.delete(membershipBranches).where(eq(membershipBranches.membershipId, membershipId));
  if (branchIds.length > 0) {
    await db.insert(membershipBranches).values(branchIds.map((branchId) => ({ membershipId, branchId })));
  }
}

/** How many of the ids are branches of the company. */
export async function countCompanyBranches(scope: CompanyScope, branchIds: string[]) {
  if (branchIds.length === 0) return 0;
  return scope.count(branches, inArray(branches.id, branchIds));
}

export async function findCompanyRole(scope: CompanyScope, roleId: string) {
  const [row] = await scope.db
    .select({ id: roles.id, name: roles.name, type: roles.type, isAdmin: roles.isAdmin })
    .from(roles)
    .where(scope.owned(roles, eq(roles.id, roleId)))
    .limit(1);
  return row ?? null;
}

/** Members who hold an admin role, have joined and have not expired, optionally leaving one out. */
export function countActiveAdmins(scope: CompanyScope, now: Date, except?: string) {
  return scope.db
    .select({ total: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      scope.owned(
        memberships,
        eq(roles.isAdmin, true),
        joined,
        notExpired(now),
        except ? ne(memberships.id, except) : undefined,
      ),
    )
    .then(([row]) => row?.total ?? 0);
}

/** One writer at a time per company for member and role changes, so two demotions cannot both pass. */
export async function lockCompanyAccess(db: Queryable, companyId: string) {
  await advisoryXactLock(db, `company-access:${companyId}`);
}

export async function usernameTaken(scope: CompanyScope, username: string, except?: string) {
  const count = await scope.count(
    memberships,
    eq(memberships.username, username),
    except ? ne(memberships.id, except) : undefined,
  );
  return count > 0;
}

function statusOf(row: MemberRow, now: Date): UserStatus {
  if (row.status !== 'active') return row.status;
  return row.expiresAt && row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function toCompanyUser(row: MemberRow, branchList: { id: string; name: string }[], now: Date): CompanyUser {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    username: row.username,
    phone: row.phone,
    email: row.email,
    role_type: row.roleType,
    role: { id: row.roleId, name: row.roleName, is_admin: row.isAdmin },
    branches: branchList,
    expires_on: row.expiresAt ? dateFromExpiresAt(row.expiresAt) : null,
    status: statusOf(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** The roles and branches a member form offers (branches capped: a picker is no place for thousands). */
export async function memberOptions(scope: CompanyScope) {
  const [roleRows, branchRows] = await Promise.all([
    scope.db
      .select({ id: roles.id, name: roles.name, isAdmin: roles.isAdmin })
      .from(roles)
      .where(scope.owned(roles))
      .orderBy(desc(roles.isAdmin), asc(roles.name)),
    scope.db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(scope.owned(branches))
      .orderBy(asc(branches.name))
      .limit(500),
  ]);
  return {
    roles: roleRows.map((r) => ({ id: r.id, name: r.name, is_admin: r.isAdmin })),
    branches: branchRows,
  };
}
