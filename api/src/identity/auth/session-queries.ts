import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { isLive, type Lifetimes } from '../../platform/ability/session-lifetime';
import { hashToken, newSessionToken } from '../../platform/ability/tokens';
import type { Queryable } from '../../platform/db/database';
import { sessions } from '../../platform/db/schema/index';

/** last_seen_at is refreshed at most this often, so reads don't turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Queryable, userId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now });
  return token;
}

type SessionRow = { sessionId: string; userId: string; createdAt: Date; lastSeenAt: Date };

/**
 * The session lifetime rules, the one place they live (the access hook's one-query caller look-up,
 * ability/caller-lookup.ts, and the event stream's access reads end here): a session past its idle or absolute lifetime is
 * revoked and answers null; a live one gets its last use recorded (at most once a minute).
 */
export async function checkSessionLifetime(db: Queryable, row: SessionRow, now: Date, lifetimes: Lifetimes) {
  if (!isLive(row, now, lifetimes)) {
    await revokeSession(db, row.sessionId, now);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    // The row may be a kept caller record (ability/caller-cache.ts): recorded once, not at each of its requests.
    row.lastSeenAt = now;
  }
  return { sessionId: row.sessionId, userId: row.userId };
}

export async function updateSessionDevice(
  db: Queryable,
  sessionId: string,
  device: { fcmToken?: string | null; clearFcmToken?: boolean; deviceData?: unknown },
) {
  const changes: { fcmToken?: string | null; deviceData?: unknown } = {};
  if (device.fcmToken) changes.fcmToken = device.fcmToken;
  else if (device.clearFcmToken) changes.fcmToken = null;
  // Merged into what is there (jsonb ||), so the user agent recorded by login-info survives a later call that
  // sends only the app's own device data, and the other way round.
  if (device.deviceData !== undefined) {
    changes.deviceData = sql`coalesce(${sessions.deviceData}, '{}'::jsonb) || ${JSON.stringify(device.deviceData)}::jsonb`;
  }
  if (Object.keys(changes).length > 0) await db.update(sessions).set(changes).where(eq(sessions.id, sessionId));
  // A push token names a browser: the device's earlier sessions (another user, a signed-out one) lose it.
  if (device.fcmToken) {
    await db
      .update(sessions)
      .set({ fcmToken: null })
      .where(and(eq(sessions.fcmToken, device.fcmToken), ne(sessions.id, sessionId)));
  }
}

/** The user's live sessions (not revoked, within both lifetimes), most recently used first. */
export function listLiveSessions(db: Queryable, userId: string, now: Date, { idleMs, absoluteMs }: Lifetimes) {
  return db
    .select({
      id: sessions.id,
      deviceData: sessions.deviceData,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        gt(sessions.createdAt, new Date(now.getTime() - absoluteMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Revokes one live session of the user; false when the id is not one of the user's live sessions. */
export async function revokeOwnSession(db: Queryable, userId: string, sessionId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of the user except the one given (none: all of them); answers how many ended. */
export async function revokeOtherSessions(tx: Queryable, userId: string, now: Date, keepSessionId?: string) {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
