import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationType } from '@portal/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { notificationPreferences, sessions } from '../../platform/db/schema/index';
import { defaultLang, type Lang, languages } from '../../platform/i18n/translate';

// What the planner asks of every recipient, whichever message it plans: the channels they chose for the
// notification type (contract NOTIFICATION_TYPES; never chosen: the defaults) and their language.

export type RecipientChannels = { in_app: boolean; whatsapp: boolean; email: boolean };

/**
 * Each user's choices for one notification type and the language of the device they used last
 * (device_data.language, sent with login info; else Arabic). Two statements whatever their number (a company-wide
 * notification's readers), so planning one event for a large company stays a few round trips.
 */
export async function choicesOf(
  tx: Queryable,
  userIds: string[],
  type: NotificationType,
): Promise<Map<string, { channels: RecipientChannels; lang: Lang }>> {
  const choices = new Map<string, { channels: RecipientChannels; lang: Lang }>();
  if (userIds.length === 0) return choices;
  const preferences = await tx
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.type, type)));
  const devices = await tx
    .selectDistinctOn([sessions.userId], {
      userId: sessions.userId,
      language: sql<string | null>`${sessions.deviceData}->>'language'`,
    })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .orderBy(sessions.userId, desc(sessions.lastSeenAt));
  for (const userId of userIds) {
    const preference = preferences.find((row) => row.userId === userId);
    const language = devices.find((row) => row.userId === userId)?.language ?? '';
    choices.set(userId, {
      channels: preference
        ? { in_app: preference.inApp, whatsapp: preference.whatsapp, email: preference.email }
        : DEFAULT_NOTIFICATION_CHANNELS,
      lang: (languages as readonly string[]).includes(language) ? (language as Lang) : defaultLang,
    });
  }
  return choices;
}
