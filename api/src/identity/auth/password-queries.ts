import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { users } from '../../platform/db/schema/index';

export async function setPasswordHash(tx: Queryable, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
