import { readStored, writeStored } from '../storage/local-storage';

export const LANGUAGES = ['ar', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The stored language sent as the `lang` header; Arabic until the user picks another (spec §7, §9). */
export function storedLanguage(): Language {
  const value = readStored<string>('language', DEFAULT_LANGUAGE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeStored('language', language);
}
