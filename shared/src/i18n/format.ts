import { intlLocaleOf, type Language } from './language-table';

// Locale-aware formatting. Arabic uses Arabic-Indic digits via the ar-SA locale.

/** Money is integer halalas everywhere; this is the only place it becomes riyals. */
export function formatMoney(halalas: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency: 'SAR' }).format(halalas / 100);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language)).format(value);
}

export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium' }).format(new Date(value));
}

/** Date and time, e.g. when a device was last used. */
export function formatDateTime(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
