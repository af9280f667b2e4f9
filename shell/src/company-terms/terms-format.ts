import { dateTimeFormat, intlLocaleOf, type Language, numberFormat } from '@portal/shared';

// Durations said the reader's way, plural forms included (Intl knows Arabic's six): a response time in the largest
// whole unit ("4 hours", "2 days", "90 minutes") and a distance in days ("in 245 days", "today", "tomorrow").

export function responseTimeText(minutes: number, language: Language): string {
  const [value, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return numberFormat(intlLocaleOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export function inDaysText(days: number, language: Language): string {
  return new Intl.RelativeTimeFormat(intlLocaleOf(language), { numeric: 'auto' }).format(days, 'day');
}

/** Saturday first: the Saudi week (0 = Sunday … 6 = Saturday). */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;

export function weekdayText(weekday: number, language: Language): string {
  // 2023-01-01 was a Sunday.
  return dateTimeFormat(intlLocaleOf(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + weekday)),
  );
}

/** A measured time, not a round promise: minutes up to two hours, then hours, then days, to one decimal. */
export function measuredTimeText(minutes: number, language: Language): string {
  const [value, unit] =
    minutes < 120 ? [minutes, 'minute'] : minutes < 2880 ? [minutes / 60, 'hour'] : [minutes / 1440, 'day'];
  return numberFormat(intlLocaleOf(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}
