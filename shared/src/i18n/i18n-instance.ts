import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage, storeLanguage } from '../preferences/language';
import { preferences } from '../preferences/preferences-store';
import { markSingleton } from '../singleton-marker';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, type Language } from './language-table';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';

markSingleton('i18n');

// ONE i18next instance for the shell and every remote. A remote adds its own namespace at mount;
// a language switch anywhere re-renders every root, because they all listen to this instance.
export const i18n = i18next.createInstance();

const resources: Resource = { ar: { common: ar }, en: { common: en }, fr: { common: fr } };

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** `lang` and `dir` of the page: the language's direction unless the user forced one (preferences). */
export function applyDocumentLanguage(language: Language = currentLanguage()): void {
  if (typeof document === 'undefined') return;
  const forced = preferences.get().direction;
  document.documentElement.lang = language;
  document.documentElement.dir = forced === 'auto' ? directionOf(language) : forced;
}
applyDocumentLanguage(currentLanguage());
preferences.subscribe(() => applyDocumentLanguage());

export function currentLanguage(): Language {
  const lng = i18n.language;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}

/** Switches the whole portal: strings, `lang` header, and the page direction. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

export type NamespaceResources = Record<Language, Record<string, unknown>>;

/** A remote registers its namespace once, at bootstrap. */
export function registerTranslations(namespace: string, bundles: NamespaceResources): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
}
