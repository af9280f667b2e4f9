import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/index';

/** Spec §6 account type `ops`: the platform's staff, who work across companies (api/src/ops). */
export async function isOpsAccount(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ type: users.accountType }).from(users).where(eq(users.id, userId));
  return row?.type === 'ops';
}
