import type { UserSession } from '@portal/contract';
import type { Config } from '../../../platform/config/config';
import { notFound } from '../../../platform/http/app-error';
import type { SignedInContext } from '../../../platform/http/request-context';
import { listLiveSessions, revokeOtherSessions, revokeOwnSession } from '../session-queries';
import { deviceLabel } from './device-label';

type Lifetimes = Config['sessions'];

/** GET auth/user/sessions: the caller's live sessions, this one marked `current`. */
export async function ownSessions(ctx: SignedInContext, lifetimes: Lifetimes): Promise<UserSession[]> {
  const rows = await listLiveSessions(ctx.db, ctx.actor.userId, ctx.now, lifetimes);
  return rows.map((row) => ({
    id: row.id,
    device_label: deviceLabel((row.deviceData as { user_agent?: unknown } | null)?.user_agent),
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === ctx.actor.sessionId,
  }));
}

/** DELETE auth/user/sessions/{id}: ends one of the caller's sessions; anyone else's id is not found (404). */
export async function revokeSessionById(ctx: SignedInContext, { id }: { id: string }): Promise<null> {
  if (!(await revokeOwnSession(ctx.db, ctx.actor.userId, id, ctx.now))) throw notFound();
  return null;
}

/** POST auth/user/sessions/revokeOthers: signs out every other device of the caller. */
export async function revokeOtherDevices(ctx: SignedInContext): Promise<{ revoked: number }> {
  return { revoked: await revokeOtherSessions(ctx.db, ctx.actor.userId, ctx.now, ctx.actor.sessionId) };
}
