import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/language-table';
import { readStored, writeStored } from '../storage/local-storage';

/** The stored language sent as the `lang` header; Arabic until the user picks another (spec §7, §9). */
export function storedLanguage(): Language {
  const value = readStored<string>('language', DEFAULT_LANGUAGE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeStored('language', language);
}
