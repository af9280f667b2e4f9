import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { sessions, users } from '../db/schema/index';
import { hashToken, newSessionToken } from './tokens';

/** last_seen_at is refreshed at most this often, so reads don't turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Queryable, userId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now });
  return token;
}

export async function findActiveSession(db: Queryable, token: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId };
}

export async function updateSessionDevice(
  db: Queryable,
  sessionId: string,
  device: { fcmToken?: string | null; deviceData?: unknown },
) {
  const changes: { fcmToken?: string | null; deviceData?: unknown } = {};
  if (device.fcmToken) changes.fcmToken = device.fcmToken;
  if (device.deviceData !== undefined) changes.deviceData = device.deviceData;
  if (Object.keys(changes).length > 0) await db.update(sessions).set(changes).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
