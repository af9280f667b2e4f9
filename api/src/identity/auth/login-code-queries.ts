import { and, desc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { Queryable } from '../../platform/db/database';
import { loginCodes, loginFailures } from '../../platform/db/schema/index';

export type FailureKind = 'password' | 'code';

/** Serialises code requests and checks for one phone (held until the transaction ends), on PGlite and servers. */
export async function lockPhone(tx: Queryable, phone: string) {
  await advisoryXactLock(tx, `login:${phone}`);
}

/** Codes of the phone since the time, newest first: of one source, or of every address source. */
export function codesSince(
  tx: Queryable,
  { phone, source, addressesOnly }: { phone: string; source?: string; addressesOnly?: boolean },
  since: Date,
  limit: number,
) {
  return tx
    .select({ id: loginCodes.id, createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.phone, phone),
        gt(loginCodes.createdAt, since),
        source === undefined ? undefined : eq(loginCodes.source, source),
        addressesOnly ? like(loginCodes.source, 'ip:%') : undefined,
      ),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(limit);
}

/** The newest code of the phone among the purposes (a code sent for anything else never counts). */
export async function latestCode(tx: Queryable, phone: string, purposes: readonly string[]) {
  const [row] = await tx
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.phone, phone), inArray(loginCodes.purpose, [...purposes])))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertCode(
  tx: Queryable,
  values: { phone: string; codeHash: string; purpose: string; source: string; createdAt: Date; expiresAt: Date },
) {
  const [row] = await tx.insert(loginCodes).values(values).returning({ id: loginCodes.id });
  return row!.id;
}

export async function deleteCode(db: Queryable, id: string) {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

/** One more wrong try against the code; answers the code's tries so far. */
export async function countWrongTry(tx: Queryable, codeId: string) {
  const [row] = await tx
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(eq(loginCodes.id, codeId))
    .returning({ attempts: loginCodes.attempts });
  return row!.attempts;
}

export async function consumeCode(tx: Queryable, codeId: string, now: Date) {
  await tx.update(loginCodes).set({ consumedAt: now }).where(eq(loginCodes.id, codeId));
}

export async function insertFailure(
  tx: Queryable,
  values: { phone: string; source: string; kind: FailureKind; failedAt: Date },
) {
  await tx.insert(loginFailures).values(values);
}

/** Newest failures of a kind first, within the window: of one source, or of every address source. */
export function failuresSince(
  tx: Queryable,
  {
    phone,
    kind,
    source,
    addressesOnly,
  }: { phone: string; kind: FailureKind; source?: string; addressesOnly?: boolean },
  since: Date,
  limit: number,
) {
  return tx
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.phone, phone),
        eq(loginFailures.kind, kind),
        gt(loginFailures.failedAt, since),
        source === undefined ? undefined : eq(loginFailures.source, source),
        addressesOnly ? like(loginFailures.source, 'ip:%') : undefined,
      ),
    )
    .orderBy(desc(loginFailures.failedAt))
    .limit(limit);
}
