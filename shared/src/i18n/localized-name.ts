import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language-table';

/** A name the API gives in several languages: reference data has ar/en/fr, company names ar/en. */
export type LocalizedName = { ar: string; en: string; fr?: string };

/** The name in `language`; a language the name lacks falls back to English (never to a blank). */
export function localizedName(name: LocalizedName | null | undefined, language: Language): string {
  if (!name) return '';
  return name[language] || name.en || name.ar;
}

/** The interface language; the component re-renders when the user switches it. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** `localizedName` bound to the current language, for tables and option lists. */
export function useLocalizedName(): (name: LocalizedName | null | undefined) => string {
  const language = useCurrentLanguage();
  return (name) => localizedName(name, language);
}
