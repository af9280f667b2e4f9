// THE table of the portal's languages (spec §9: Arabic by default, right to left; English; French): the shell's
// page direction, number and date formatting and the localized names all read it.

export const LANGUAGE_TABLE = {
  ar: { dir: 'rtl', intl: 'ar-SA' },
  en: { dir: 'ltr', intl: 'en-SA' },
  fr: { dir: 'ltr', intl: 'fr-FR' },
} as const satisfies Record<string, { dir: 'rtl' | 'ltr'; intl: string }>;

export type Language = keyof typeof LANGUAGE_TABLE;
export const LANGUAGES = ['ar', 'en', 'fr'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_TABLE, value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return LANGUAGE_TABLE[language].dir;
}

/** Digits shown in Arabic (issue 14.5): one numeral system per page, Latin unless the user prefers Arabic-Indic. */
export type ArabicDigits = 'latin' | 'arabic';
let arabicDigits: ArabicDigits = 'latin';
/** Set by the preferences store (the `arabicDigits` preference). */
export function setArabicDigits(digits: ArabicDigits): void {
  arabicDigits = digits;
}

/** The Intl locale of a language: Saudi conventions for ar, with the digits of the user's preference. */
export function intlLocaleOf(language: Language): string {
  const locale = LANGUAGE_TABLE[language].intl;
  if (language !== 'ar') return locale;
  return `${locale}-u-nu-${arabicDigits === 'arabic' ? 'arab' : 'latn'}`;
}
