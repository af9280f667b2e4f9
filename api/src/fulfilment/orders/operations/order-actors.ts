import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/index';
import type { OrderActorRef } from '../run-transition';

// Who runs a step (DOMAIN.md §6 actors), with the name the history and logs tabs show (company users:
// ../order-insert companyActor).

async function userName(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export const opsActor = async (db: Queryable, userId: string): Promise<OrderActorRef> => ({
  actor: 'O',
  userId,
  name: await userName(db, userId),
});

export const providerActor = (userId: string, providerName: string): OrderActorRef => ({
  actor: 'P',
  userId,
  name: providerName,
});

/** Gateway callbacks, the simulator's "system" steps and scheduled jobs. */
export const SYSTEM_ACTOR: OrderActorRef = { actor: 'S', userId: null, name: null };
