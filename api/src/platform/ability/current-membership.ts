import * as v from 'valibot';
import type { Queryable } from '../db/database';
import { membershipGone } from '../http/app-error';
import { listMemberships, type MembershipRow } from './membership-queries';

const isUuid = (value: string) => v.is(v.pipe(v.string(), v.uuid()), value);

function ensureActive<T extends MembershipRow>(membership: T, now: Date): T {
  if (membership.expiresAt && membership.expiresAt.getTime() <= now.getTime()) {
    throw membershipGone('errors.membership_expired', { date: membership.expiresAt.toISOString().slice(0, 10) });
  }
  return membership;
}

/**
 * The company role the caller acts in: the one asked for (Role-Id header or login-info role_id, a membership
 * id) or else the user's first membership that has not expired. Expired or foreign roles are refused (403).
 */
export async function currentMembership(
  db: Queryable,
  userId: string,
  requestedId: string | null | undefined,
  now: Date,
): Promise<MembershipRow> {
  return chooseMembership(await listMemberships(db, userId), requestedId, now);
}

/** currentMembership's rule on the user's memberships already read (oldest first, as listMemberships). */
export function chooseMembership<T extends MembershipRow>(
  all: T[],
  requestedId: string | null | undefined,
  now: Date,
): T {
  if (requestedId) {
    const membership = isUuid(requestedId) ? all.find((m) => m.id === requestedId) : undefined;
    if (!membership) throw membershipGone('errors.role_invalid');
    return ensureActive(membership, now);
  }
  const first = all[0];
  if (!first) throw membershipGone('errors.no_membership');
  return ensureActive(all.find((m) => !m.expiresAt || m.expiresAt.getTime() > now.getTime()) ?? first, now);
}

/**
 * Signed-in routes outside a company (profile, password, devices, login info…) refuse an expired member too
 * (issue 16.7). For a person in several companies "expired" means: the membership named by Role-Id has expired
 * (or is not theirs), or, without Role-Id, every one of their memberships has. Someone with no membership at all
 * is not an expired member. Runs on the memberships the caller look-up read (caller-lookup.ts).
 */
export function refuseExpiredMember(all: MembershipRow[], requestedId: string | undefined, now: Date): void {
  if (requestedId) {
    chooseMembership(all, requestedId, now);
    return;
  }
  if (all.length === 0 || all.some((m) => !m.expiresAt || m.expiresAt.getTime() > now.getTime())) return;
  // All expired: name the date the last one ended.
  const lastEnded = all.reduce((last, m) =>
    (m.expiresAt?.getTime() ?? 0) > (last.expiresAt?.getTime() ?? 0) ? m : last,
  );
  ensureActive(lastEnded, now);
}

/** The Role-Id request header (spec §6), if any. */
export function roleIdHeader(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['role-id'];
  const id = (Array.isArray(value) ? value[0] : value)?.trim();
  return id ? id : undefined;
}
