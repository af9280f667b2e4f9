import { dateTimeFormat, numberFormat } from './intl-formatters';
import { intlLocaleOf, type Language } from './language-table';

// Locale-aware formatting. Arabic uses Arabic-Indic digits via the ar-SA locale.

/** Money is integer halalas everywhere; this is the only place it becomes riyals. */
export function formatMoney(halalas: number, language: Language): string {
  return numberFormat(intlLocaleOf(language), { style: 'currency', currency: 'SAR' }).format(halalas / 100);
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(intlLocaleOf(language)).format(value);
}

export function formatDate(value: string | Date, language: Language): string {
  return dateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium' }).format(new Date(value));
}

/** Date and time, e.g. when a device was last used. */
export function formatDateTime(value: string | Date, language: Language): string {
  return dateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/**
 * A currency as its reader writes it (issue 28.6): "ر.س.‏" in Arabic, "SAR" in English — the same sign the amounts of
 * formatMoney carry, never the raw ISO code in an Arabic page.
 */
export function formatCurrency(code: string, language: Language): string {
  const parts = numberFormat(intlLocaleOf(language), { style: 'currency', currency: code }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value.trim() ?? code;
}

/** A rate given in percent (15 → "15%", "15٪" with Arabic digits), in the reader's conventions. */
export function formatPercent(percent: number, language: Language): string {
  return numberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * A calendar day (YYYY-MM-DD) in full, weekday first ("الأحد، 30 نوفمبر 2026"): the date inputs' readout, since the
 * browser's own date field speaks the browser's language, not the portal's.
 */
export function formatDay(day: string, language: Language): string {
  return dateTimeFormat(intlLocaleOf(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
