import { dateTimeFormat } from '../../i18n/intl-formatters';
import { intlLocaleOf, type Language } from '../../i18n/language-table';

// A calendar day as the reader writes it (issue 28.6): "30 نوفمبر 2026", "30 November 2026", "30 novembre 2026",
// and back from what a person types. The value the API gets stays ISO (YYYY-MM-DD). Always the Gregorian calendar:
// the contract's dates are Gregorian, whatever a locale's default calendar is.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local Date of an ISO day (midnight), or null for anything else. */
export function dateOfDay(day: string | null | undefined): Date | null {
  const match = day ? ISO_DAY.exec(day) : null;
  if (!match) return null;
  return realDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The ISO day (YYYY-MM-DD) of a local Date. */
export function dayOfDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

function realDate(year: number, month: number, day: number): Date | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  // 31/02 rolls over into March: not a day of the calendar.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(intlLocaleOf(language), { calendar: 'gregory', ...options });
}

/** The day written out, month in words: what the field shows. */
export function dayText(date: Date, language: Language): string {
  return formatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

type CalendarNames = { days: string[]; shortDays: string[]; months: string[]; shortMonths: string[] };
const namesByLocale = new Map<string, CalendarNames>();

/** The names the calendar shows, in the interface's language (Sunday first, January first). */
export function calendarNames(language: Language): CalendarNames {
  const locale = intlLocaleOf(language);
  const known = namesByLocale.get(locale);
  if (known) return known;
  // 1 November 2026 is a Sunday.
  const week = Array.from({ length: 7 }, (_, i) => new Date(2026, 10, 1 + i));
  const year = Array.from({ length: 12 }, (_, i) => new Date(2026, i, 1));
  const name = (options: Intl.DateTimeFormatOptions) => (date: Date) => formatter(language, options).format(date);
  const names = {
    days: week.map(name({ weekday: 'long' })),
    shortDays: week.map(name({ weekday: 'narrow' })),
    months: year.map(name({ month: 'long' })),
    shortMonths: year.map(name({ month: 'short' })),
  };
  namesByLocale.set(locale, names);
  return names;
}

/** The calendar's own figures (day numbers, years, headers) in the reader's digits. */
export function calendarFormatting(language: Language) {
  const day = formatter(language, { day: 'numeric' });
  const year = formatter(language, { year: 'numeric' });
  const monthYear = formatter(language, { month: 'long', year: 'numeric' });
  return {
    formatDay: (date: Date) => day.format(date),
    formatYear: (date: Date) => year.format(date),
    formatMonth: (date: Date) => formatter(language, { month: 'long' }).format(date),
    formatMonthYear: (date: Date) => monthYear.format(date),
    formatMonthDayYear: (date: Date) => dayText(date, language),
  };
}

const DIGIT_SETS = ['٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

/** Latin digits, no direction marks, one space: what the patterns below read. */
function plain(text: string): string {
  let out = text.replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '');
  for (const set of DIGIT_SETS) out = out.replace(/[٠-٩۰-۹]/g, (c) => (set.includes(c) ? String(set.indexOf(c)) : c));
  return out.replace(/[،,]/g, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

/**
 * The day a person typed, or null: "2026-11-30", "30/11/2026" (day first, as in Saudi Arabia and France; '.', '-'
 * or spaces too), or the month in words ("30 نوفمبر 2026", "November 30, 2026", "30 novembre 2026"), in Arabic-Indic digits
 * as well. English month names are read whatever the interface's language.
 */
export function parseDayText(text: string, language: Language): Date | null {
  const typed = plain(text);
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(typed);
  if (numeric) return realDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  // "30 November 2026" (a weekday may come first) or "November 30, 2026" (en-SA's own order).
  const dayFirst = /^(?:\D+ )?(\d{1,2}) (\D+?) (\d{4})$/.exec(typed);
  const monthFirst = /^(\D+?) (\d{1,2}) (\d{4})$/.exec(typed);
  const [day, word, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const month = word ? monthNumber(word, language) : null;
  return month ? realDate(Number(year), month, Number(day)) : null;
}

function monthNumber(word: string, language: Language): number | null {
  // The month is the last word ("monday november" when a weekday came first).
  const wanted = (word.split(' ').at(-1) ?? '').replace(/\.$/, '');
  for (const lang of new Set<Language>([language, 'en'])) {
    const names = calendarNames(lang);
    for (const list of [names.months, names.shortMonths]) {
      const index = list.findIndex((name) => plain(name).replace(/\.$/, '') === wanted);
      if (index >= 0) return index + 1;
    }
  }
  return null;
}
