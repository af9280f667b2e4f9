// `@portal/shared/sign-in`: the few `shared` modules the shell's stand-alone sign-in page needs (decision 0022). That
// page is a plain bundle, not federated: it imports these module by module (no barrel), so it tree-shakes and carries
// neither TanStack Query, i18next, CASL nor the HTTP client. What it writes (session, device token, language) goes
// through the same stores, under the same keys, as the federated portal reads them after the sign-in.

export { hasFailedStatus, isRecord, unwrap } from './http/envelope';
export { sessionHeaders } from './http/request-headers';
export { directionOf, isLanguage, LANGUAGES, type Language } from './i18n/language-table';
export { ar as commonStringsAr } from './i18n/locales/ar';
export type { CommonStrings } from './i18n/locales/en';
export { storedLanguage, storeLanguage } from './preferences/language';
export { preferences, usePreferences, useResolvedTheme } from './preferences/preferences-store';
export { isSignedIn, session } from './session/session-store';
export { readStored as readStoredValue, writeStored as writeStoredValue } from './storage/local-storage';
export { portalTheme } from './theme/portal-theme';
export { ThemedRoot } from './ui/themed-root';

/** The common strings of a language other than Arabic (Arabic, the default, is in the page's first download). */
export async function loadCommonStrings(language: 'en' | 'fr') {
  return language === 'en' ? (await import('./i18n/locales/en')).en : (await import('./i18n/locales/fr')).fr;
}
