import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/index';

export async function findUserByPhone(db: Queryable, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Queryable, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
