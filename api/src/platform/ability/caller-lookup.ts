import type { AbilityRule, OpsRole } from '@portal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import {
  companies,
  membershipBranches,
  memberships,
  opsStaff,
  rolePermissions,
  roles,
  sessions,
  users,
} from '../db/schema/index';
import type { CallerCache } from './caller-cache';
import type { MembershipRow } from './membership-queries';
import { hashToken } from './tokens';

// Everything the access hook needs about a bearer token in one round trip (issue 11 §8: three sequential
// sign-in reads cost as much as the orders list itself): the unrevoked session, the user's account type, every
// active membership of the user (oldest first, as listMemberships; never an invitation, issue 26.6) with its role's
// permissions (as listPermissions) and whether its company is suspended (issue 27.6), an ops account's roles.
// Read at every request (or kept a few seconds, ./caller-cache.ts, emptied by every write), so a changed role, an
// expiry or a revoked session applies at the next request. The
// session's lifetime rules stay in one place, auth/session-queries.ts (checkSessionLifetime).

/** A membership with its role's rules and its assigned branches (empty: every branch, spec §6). */
type MembershipWithRules = MembershipRow & { rules: AbilityRule[]; branchIds: string[]; companySuspended: boolean };

export interface CallerRecord {
  session: { sessionId: string; userId: string; createdAt: Date; lastSeenAt: Date };
  accountType: string;
  memberships: MembershipWithRules[];
  /** An ops account's roles and whether it is still active (issue 27.2); null for every other account. */
  ops: { roles: OpsRole[]; active: boolean } | null;
}

type JsonMembership = Omit<MembershipRow, 'expiresAt'> & {
  expiresAt: number | null;
  rules: [string, string][];
  branchIds: string[];
  companySuspended: boolean;
};

const permissionsOfRole = sql`(select coalesce(json_agg(json_build_array(${rolePermissions.action}, ${rolePermissions.subject})
  order by ${rolePermissions.subject}, ${rolePermissions.action}), '[]') from ${rolePermissions}
  where ${rolePermissions.roleId} = ${memberships.roleId})`;

// The member's branch limit (spec §6), so the list routes' scope needs no read of its own per request.
const branchesOfMembership = sql`(select coalesce(json_agg(${membershipBranches.branchId} order by ${membershipBranches.branchId}), '[]')
  from ${membershipBranches} where ${membershipBranches.membershipId} = ${memberships.id})`;

const membershipsOfUser = sql<JsonMembership[]>`(select coalesce(json_agg(json_build_object(
    'id', ${memberships.id}, 'companyId', ${memberships.companyId}, 'roleId', ${memberships.roleId},
    'roleName', ${roles.name}, 'isAdmin', ${roles.isAdmin},
    'expiresAt', (extract(epoch from ${memberships.expiresAt}) * 1000)::float8,
    'rules', ${permissionsOfRole},
    'branchIds', ${branchesOfMembership},
    'companySuspended', ${companies.suspendedAt} is not null
  ) order by ${memberships.createdAt}, ${memberships.id}), '[]')
  from ${memberships}
  join ${roles} on ${roles.id} = ${memberships.roleId}
  join ${companies} on ${companies.id} = ${memberships.companyId}
  where ${memberships.userId} = ${sessions.userId} and ${memberships.status} = 'active')`;

function prepareLookup(db: Queryable) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      accountType: users.accountType,
      memberships: membershipsOfUser,
      opsRoles: opsStaff.roles,
      opsDeactivatedAt: opsStaff.deactivatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(opsStaff, eq(opsStaff.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('caller_lookup');
}

/** Built once per database: on a server a named statement, parsed and planned once per connection. */
const prepared = new WeakMap<Queryable, ReturnType<typeof prepareLookup>>();

/**
 * The caller behind a bearer token, or null when no unrevoked session has it (lifetimes not yet checked); through
 * `cache` (./caller-cache.ts) when given. The record may be shared by the requests of a few seconds: read only.
 */
export async function lookUpCaller(db: Queryable, token: string, cache?: CallerCache): Promise<CallerRecord | null> {
  const tokenHash = hashToken(token);
  return cache ? cache.get(tokenHash, () => readCaller(db, tokenHash)) : readCaller(db, tokenHash);
}

async function readCaller(db: Queryable, tokenHash: string): Promise<CallerRecord | null> {
  let lookup = prepared.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    prepared.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  if (!row) return null;
  const { accountType, memberships: found, opsRoles, opsDeactivatedAt, ...session } = row;
  return {
    session,
    accountType,
    ops: accountType === 'ops' && opsRoles ? { roles: opsRoles, active: opsDeactivatedAt === null } : null,
    memberships: found.map(({ expiresAt, rules, ...membership }) => ({
      ...membership,
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
      rules: rules.map(([action, subject]) => ({ action, subject })),
    })),
  };
}
