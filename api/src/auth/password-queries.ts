import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { loginFailures, users } from '../db/schema/index';

/** A wrong password counts toward the same per-phone lock as a wrong code (one budget per phone). */
export async function recordSignInFailure(tx: Queryable, phone: string, now: Date) {
  await tx.insert(loginFailures).values({ phone, failedAt: now });
}

export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
