import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationPreferences,
} from '@portal/contract';
import type { SignedInContext } from '../../platform/http/request-context';
import { listPreferences, upsertPreferences } from './preference-queries';

/** One entry per type, the stored choice or the defaults. */
export async function preferencesOf(ctx: SignedInContext): Promise<NotificationPreferences> {
  const stored = new Map((await listPreferences(ctx.db, ctx.actor.userId)).map((row) => [row.type, row]));
  return {
    preferences: NOTIFICATION_TYPES.map((type) => {
      const row = stored.get(type);
      return row
        ? { type, in_app: row.inApp, whatsapp: row.whatsapp, email: row.email }
        : { type, ...DEFAULT_NOTIFICATION_CHANNELS };
    }),
  };
}

export async function savePreferences(
  ctx: SignedInContext,
  { preferences }: { preferences: NotificationPreference[] },
) {
  await upsertPreferences(
    ctx.db,
    preferences.map((item) => ({
      userId: ctx.actor.userId,
      type: item.type,
      inApp: item.in_app,
      whatsapp: item.whatsapp,
      email: item.email,
      updatedAt: ctx.now,
    })),
  );
  return preferencesOf(ctx);
}
