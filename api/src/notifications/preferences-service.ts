import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationPreferences,
} from '@portal/contract';
import type { Queryable } from '../db/database';
import { listPreferences, upsertPreferences } from './preference-queries';

/** One entry per type, the stored choice or the defaults. */
export async function preferencesOf(db: Queryable, userId: string): Promise<NotificationPreferences> {
  const stored = new Map((await listPreferences(db, userId)).map((row) => [row.type, row]));
  return {
    preferences: NOTIFICATION_TYPES.map((type) => {
      const row = stored.get(type);
      return row
        ? { type, in_app: row.inApp, whatsapp: row.whatsapp, email: row.email }
        : { type, ...DEFAULT_NOTIFICATION_CHANNELS };
    }),
  };
}

export async function savePreferences(db: Queryable, userId: string, changes: NotificationPreference[], now: Date) {
  await upsertPreferences(
    db,
    changes.map((item) => ({
      userId,
      type: item.type,
      inApp: item.in_app,
      whatsapp: item.whatsapp,
      email: item.email,
      updatedAt: now,
    })),
  );
  return preferencesOf(db, userId);
}
