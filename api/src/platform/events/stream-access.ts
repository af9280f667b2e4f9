import { mayOpenLiveStream } from '@portal/contract';
import type { CallerRecord } from '../ability/caller-lookup';
import { type ActingMembership, memberAccess } from '../ability/member-access';
import { isLive, type Lifetimes } from '../ability/session-lifetime';
import type { StreamAccess } from './event-visibility';

// What an open event stream may receive, kept in memory with the connection (issue 26.2, ADR 0032): read once when
// the stream opens and again when its access changes (migration 0028's notifications, the heartbeat), never per
// event. Between reads the dates still apply at every delivery, as for the caller cache's kept records.

/** Who a stream is for: its bearer token and Role-Id, in the company it opened in. */
export interface StreamIdentity {
  token: string;
  roleId: string | undefined;
  companyId: string;
}

export interface StreamGrant extends StreamAccess {
  membership: ActingMembership;
  session: CallerRecord['session'];
}

/** What reading a stream's access needs of the app (plain dependencies: the HTTP layer alone knows Fastify). */
export interface StreamAccessDeps {
  sessionOf(token: string, options: { fresh: boolean }): Promise<{ record: CallerRecord } | null>;
  now(): Date;
  config: { sessions: Lifetimes };
}

/** The access a request with this token and Role-Id would get, from a caller record; null: it would be refused. */
export function grantOf(record: CallerRecord, identity: StreamIdentity, now: Date): StreamGrant | null {
  try {
    const { membership, ability } = memberAccess(record, identity.roleId, now);
    if (membership.companyId !== identity.companyId) return null;
    // The stream route's rule (contract LIVE_STREAM_RULES, issue 28.5), read again at each access read.
    if (!mayOpenLiveStream((action, subject) => ability.can(action, subject))) return null;
    return { ability, branchIds: membership.branchIds, membership, session: record.session };
  } catch {
    // Role-Id no longer the caller's, membership removed or expired: the same 403 a request would get.
    return null;
  }
}

/** Reads the stream's access again, past the caller cache: the session (lifetimes, revocation) and the role. */
export async function readGrant(app: StreamAccessDeps, identity: StreamIdentity): Promise<StreamGrant | null> {
  const found = await app.sessionOf(identity.token, { fresh: true });
  return found ? grantOf(found.record, identity, app.now()) : null;
}

/** Still within its dates at `now`, on the kept grant (no query): the session's lifetimes, the membership's end. */
export function grantCurrent(app: StreamAccessDeps, grant: StreamGrant, now: Date): boolean {
  const { expiresAt } = grant.membership;
  return isLive(grant.session, now, app.config.sessions) && (!expiresAt || expiresAt.getTime() > now.getTime());
}

/** The notification keys (migration 0028) that concern a stream with this grant. */
export const accessKeys = (grant: StreamGrant): string[] => [
  `s:${grant.session.sessionId}`,
  `u:${grant.session.userId}`,
  `m:${grant.membership.id}`,
  `r:${grant.membership.roleId}`,
];
