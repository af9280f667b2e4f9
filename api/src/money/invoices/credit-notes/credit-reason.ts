import { eq } from 'drizzle-orm';
import { localized } from '../../../messaging/notifications/notify-company';
import type { Queryable } from '../../../platform/db/database';
import { orderReasons } from '../../../platform/db/schema/index';
import type { MessageKey } from '../../../platform/i18n/en';

// The reason printed on a credit note (ADR 0061; ZATCA KSA-10 wants one): the person's words, else the listed reason
// they picked, else what happened. It is stored once, so a text that is not the person's is Arabic / English, like
// the document's title.

const bilingual = (key: MessageKey, params: Record<string, string> = {}) => {
  const text = localized(key, params);
  return `${text.ar} / ${text.en}`;
};

/** A cancellation's: the words given, else the listed reason's name. */
export async function cancelCreditReason(db: Queryable, reasonId: string, words: string | null): Promise<string> {
  if (words) return words;
  const [row] = await db
    .select({ ar: orderReasons.nameAr, en: orderReasons.nameEn })
    .from(orderReasons)
    .where(eq(orderReasons.id, reasonId));
  return row ? `${row.ar} / ${row.en}` : bilingual('invoices.reason.canceled');
}

/** Money given back for another cause: an order canceled without words, a lower total after an approved change. */
export const creditReasonFor = (cause: 'canceled' | 'repriced') => bilingual(`invoices.reason.${cause}`);
