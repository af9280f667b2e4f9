import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { notificationPreferences } from '../../platform/db/schema/index';

export const listPreferences = (db: Queryable, userId: string) =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

export async function upsertPreferences(
  db: Queryable,
  rows: { userId: string; type: string; inApp: boolean; whatsapp: boolean; email: boolean; updatedAt: Date }[],
) {
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        inApp: sql`excluded.in_app`,
        whatsapp: sql`excluded.whatsapp`,
        email: sql`excluded.email`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
