import { and, eq, gt, lte } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { pendingRegistrations } from '../../platform/db/schema/index';
import { PENDING_REGISTRATION_TTL_MS } from './auth-limits';
import type { Registration } from './registration-service';

// Issue 16.5: auth/register only records what was asked and sends a code; company, owner, role and wallet are
// created when the code is verified. Unverified rows expire and are dropped on the next registration.

/** Records (or replaces: the last form sent wins) the phone's pending registration, dropping expired ones. */
export async function savePendingRegistration(db: Queryable, input: Registration, now: Date) {
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
  const values = {
    companyName: input.companyName,
    ownerName: input.ownerName,
    email: input.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_REGISTRATION_TTL_MS),
  };
  await db
    .insert(pendingRegistrations)
    .values({ phone: input.phone, ...values })
    .onConflictDoUpdate({ target: pendingRegistrations.phone, set: values });
}

/** The phone's live pending registration, removed as it is taken (null when none or expired). */
export async function takePendingRegistration(db: Queryable, phone: string, now: Date): Promise<Registration | null> {
  const [row] = await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.phone, phone), gt(pendingRegistrations.expiresAt, now)))
    .returning();
  return row ? { companyName: row.companyName, ownerName: row.ownerName, phone: row.phone, email: row.email } : null;
}

/** Whether the phone has a registration waiting for its code. */
export async function hasPendingRegistration(db: Queryable, phone: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ phone: pendingRegistrations.phone })
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.phone, phone), gt(pendingRegistrations.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}
