import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { users } from '../../platform/db/schema/index';

export async function findProfile(db: Queryable, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  changes: { fullName: string; email?: string | null },
) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row ?? null;
}
