import { dateTimeFormat, intlLocaleOf, type Language } from '@portal/shared';

/** A weekday's short name in the reader's language (0 = Sunday, as the API counts). */
export const shortDay = (weekday: number, language: Language) =>
  dateTimeFormat(intlLocaleOf(language), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + weekday)),
  );
