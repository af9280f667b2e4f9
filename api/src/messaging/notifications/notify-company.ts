import type { NotificationPage, NotificationType } from '@portal/contract';
import type { Queryable } from '../../platform/db/database';
import { notifications } from '../../platform/db/schema/index';
import type { MessageKey } from '../../platform/i18n/en';
import { type Lang, languages, translate } from '../../platform/i18n/translate';

/** A text in every interface language, stored with the notification so it reads the same later. */
export type LocalizedText = Record<Lang, string>;

/** The three texts of a message key of the API catalogues. */
export function localized(key: MessageKey, params: Record<string, string | number> = {}): LocalizedText {
  return Object.fromEntries(languages.map((lang) => [lang, translate(lang, key, params)])) as LocalizedText;
}

export interface NewNotification {
  companyId: string;
  /** Omit for everyone in the company. */
  userId?: string | null;
  type: NotificationType;
  title: LocalizedText;
  body: LocalizedText;
  /**
   * Reference ids the client links to, e.g. { reference: 'ORD-1001' } for NEW_ORDER; `page` where the type alone
   * does not say what opens (a wallet decision, a quotation, a support reply; push carries it to the shell).
   */
  data?: Record<string, unknown> & { page?: NotificationPage };
  createdAt: Date;
}

/**
 * Writes an in-app notification. Call it inside the transaction of the change it reports, so both exist or
 * neither does. Returns the notification id.
 */
export async function notifyCompany(db: Queryable, notification: NewNotification): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      companyId: notification.companyId,
      userId: notification.userId ?? null,
      type: notification.type,
      title: notification.title,
      body: notification.body,
      data: notification.data ?? {},
      createdAt: notification.createdAt,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
