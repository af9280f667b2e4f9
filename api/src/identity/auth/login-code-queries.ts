import { and, desc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { Queryable } from '../../platform/db/database';
import { loginCodes, loginFailures } from '../../platform/db/schema/index';

export type FailureKind = 'password' | 'code';

/** Serialises code requests and checks for one phone (held until the transaction ends), on PGlite and servers. */
export async function lockPhone(tx: Queryable, phone: string) {
  await advisoryXactLock(tx, `login:${phone}`);
}

type Attempts = { phone: string; source?: string; addressesOnly?: boolean };

/** The one window rule of codes and failures: the phone's rows since the time, of one source or of every address
 * source (`ip:…`). */
function attemptsOf(
  table: { phone: PgColumn; source: PgColumn; at: PgColumn },
  { phone, source, addressesOnly }: Attempts,
  since: Date,
) {
  return and(
    eq(table.phone, phone),
    gt(table.at, since),
    source === undefined ? undefined : eq(table.source, source),
    addressesOnly ? like(table.source, 'ip:%') : undefined,
  );
}

/** Codes of the phone since the time, newest first: of one source, or of every address source. */
export function codesSince(tx: Queryable, attempts: Attempts, since: Date, limit: number) {
  return tx
    .select({ id: loginCodes.id, createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(
      attemptsOf({ phone: loginCodes.phone, source: loginCodes.source, at: loginCodes.createdAt }, attempts, since),
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
  { kind, ...attempts }: Attempts & { kind: FailureKind },
  since: Date,
  limit: number,
) {
  return tx
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, kind),
        attemptsOf(
          { phone: loginFailures.phone, source: loginFailures.source, at: loginFailures.failedAt },
          attempts,
          since,
        ),
      ),
    )
    .orderBy(desc(loginFailures.failedAt))
    .limit(limit);
}
