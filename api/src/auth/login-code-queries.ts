import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { advisoryXactLock } from '../db/advisory-lock';
import type { Queryable } from '../db/database';
import { loginCodes, loginFailures } from '../db/schema/index';

/** Serialises code requests and checks for one phone (held until the transaction ends), on PGlite and servers. */
export async function lockPhone(tx: Queryable, phone: string) {
  await advisoryXactLock(tx, `login:${phone}`);
}

export function codesSince(tx: Queryable, phone: string, since: Date) {
  return tx
    .select({ id: loginCodes.id, createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(and(eq(loginCodes.phone, phone), gt(loginCodes.createdAt, since)))
    .orderBy(desc(loginCodes.createdAt));
}

export async function latestCode(tx: Queryable, phone: string) {
  const [row] = await tx
    .select()
    .from(loginCodes)
    .where(eq(loginCodes.phone, phone))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertCode(
  tx: Queryable,
  values: { phone: string; codeHash: string; purpose: string; createdAt: Date; expiresAt: Date },
) {
  const [row] = await tx.insert(loginCodes).values(values).returning({ id: loginCodes.id });
  return row!.id;
}

export async function deleteCode(db: Queryable, id: string) {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

export async function countWrongTry(tx: Queryable, codeId: string, phone: string, now: Date) {
  const [row] = await tx
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(eq(loginCodes.id, codeId))
    .returning({ attempts: loginCodes.attempts });
  await tx.insert(loginFailures).values({ phone, failedAt: now });
  return row!.attempts;
}

export async function consumeCode(tx: Queryable, codeId: string, now: Date) {
  await tx.update(loginCodes).set({ consumedAt: now }).where(eq(loginCodes.id, codeId));
}

/** Newest failures first, within the window. */
export function failuresSince(tx: Queryable, phone: string, since: Date, limit: number) {
  return tx
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.phone, phone), gt(loginFailures.failedAt, since)))
    .orderBy(desc(loginFailures.failedAt))
    .limit(limit);
}
