import { and, desc, eq } from 'drizzle-orm';
import { LOGIN_CODE_TEMPLATE } from '../../identity/auth/code-sender/outbox-code-sender';
import type { Queryable } from '../../platform/db/database';
import { outboxMessages } from '../../platform/db/schema/index';

export async function latestLoginCodeMessage(db: Queryable, phone: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.template, LOGIN_CODE_TEMPLATE)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row ?? null;
}
