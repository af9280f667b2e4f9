import { and, eq, gt } from 'drizzle-orm';
import { hashToken, newSessionToken } from '../../platform/ability/tokens';
import type { Queryable } from '../../platform/db/database';
import { knownDevices, users } from '../../platform/db/schema/index';
import { KNOWN_DEVICE_TTL_MS } from './auth-limits';

// Known devices (issue 16.4): a browser that signed in keeps an opaque device token (stored here as SHA-256) and
// sends it with later sign-ins. It then counts as a source of its own, so no stranger can lock it out.

/** The id of the known device the token names, when it belongs to the phone's user and was used lately. */
export async function knownDeviceOf(db: Queryable, phone: string, token: string | undefined, now: Date) {
  if (!token) return null;
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(token)),
        eq(users.phone, phone),
        gt(knownDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * After a successful sign-in: the device token to keep. The one presented when it is the user's (its use
 * recorded), otherwise a new one.
 */
export async function rememberDevice(tx: Queryable, userId: string, presented: string | undefined, now: Date) {
  if (presented) {
    const rows = await tx
      .update(knownDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(knownDevices.tokenHash, hashToken(presented)), eq(knownDevices.userId, userId)))
      .returning({ id: knownDevices.id });
    if (rows.length > 0) return presented;
  }
  const token = newSessionToken();
  await tx.insert(knownDevices).values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now });
  return token;
}
