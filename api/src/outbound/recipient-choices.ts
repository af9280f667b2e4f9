import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationType } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { notificationPreferences, sessions } from '../db/schema/index';
import { defaultLang, type Lang, languages } from '../i18n/translate';

// What the planner asks of every recipient, whichever message it plans: the channels they chose for the
// notification type (contract NOTIFICATION_TYPES; never chosen: the defaults) and their language.

export type RecipientChannels = { in_app: boolean; whatsapp: boolean; email: boolean };

/** The user's choices for one notification type. */
export async function channelsOf(tx: Queryable, userId: string, type: NotificationType): Promise<RecipientChannels> {
  const [preference] = await tx
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return preference
    ? { in_app: preference.inApp, whatsapp: preference.whatsapp, email: preference.email }
    : DEFAULT_NOTIFICATION_CHANNELS;
}

/** The language of the device the user used last (device_data.language, sent with login info); else Arabic. */
export async function languageOf(tx: Queryable, userId: string): Promise<Lang> {
  const [session] = await tx
    .select({ language: sql<string | null>`${sessions.deviceData}->>'language'` })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1);
  const language = session?.language ?? '';
  return (languages as readonly string[]).includes(language) ? (language as Lang) : defaultLang;
}
