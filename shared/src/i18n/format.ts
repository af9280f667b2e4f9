import type { Language } from '../preferences/language';

// Locale-aware formatting. Arabic uses Arabic-Indic digits via the ar-SA locale.
const LOCALES: Record<Language, string> = { ar: 'ar-SA', en: 'en-SA', fr: 'fr-FR' };

/** Money is integer halalas everywhere; this is the only place it becomes riyals. */
export function formatMoney(halalas: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'SAR' }).format(halalas / 100);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(value));
}
