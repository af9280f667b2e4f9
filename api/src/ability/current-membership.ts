import * as v from 'valibot';
import type { Queryable } from '../db/database';
import { forbidden } from '../http/app-error';
import { findMembership, listMemberships, type MembershipRow } from './membership-queries';

const isUuid = (value: string) => v.is(v.pipe(v.string(), v.uuid()), value);

function ensureActive(membership: MembershipRow, now: Date): MembershipRow {
  if (membership.expiresAt && membership.expiresAt.getTime() <= now.getTime()) {
    throw forbidden('errors.membership_expired', { date: membership.expiresAt.toISOString().slice(0, 10) });
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
  if (requestedId) {
    const membership = isUuid(requestedId) ? await findMembership(db, userId, requestedId) : null;
    if (!membership) throw forbidden('errors.role_invalid');
    return ensureActive(membership, now);
  }
  const all = await listMemberships(db, userId);
  const first = all[0];
  if (!first) throw forbidden('errors.no_membership');
  return ensureActive(all.find((m) => !m.expiresAt || m.expiresAt.getTime() > now.getTime()) ?? first, now);
}

/** The Role-Id request header (spec §6), if any. */
export function roleIdHeader(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['role-id'];
  const id = (Array.isArray(value) ? value[0] : value)?.trim();
  return id ? id : undefined;
}
