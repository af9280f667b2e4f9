import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { loginFailures, sessions, users } from '../db/schema/index';

/** A wrong password counts toward the same per-phone lock as a wrong code (one budget per phone). */
export async function recordSignInFailure(tx: Queryable, phone: string, now: Date) {
  await tx.insert(loginFailures).values({ phone, failedAt: now });
}

export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends every live session of the user except the one given (none: all of them). */
export async function revokeOtherSessions(tx: Queryable, userId: string, now: Date, keepSessionId?: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
