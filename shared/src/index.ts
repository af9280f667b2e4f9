// The `shared` singleton: everything that must exist ONCE at run time for the shell and every remote.

export * from './ability';
export type { AbilityRule, LoginInfo } from './contract/login-info';
export { notify, type ToastIntent, type ToastMessage } from './feedback/notify';
export * from './http';
export * from './i18n';
export { navigateTo, setNavigator } from './navigation/navigate';
export {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGES,
  type Language,
  storedLanguage,
} from './preferences/language';
export { type ThemeMode, themePreference, useResolvedTheme } from './preferences/theme';
export * from './query';
export * from './remote';
export { isSignedIn, type SessionState, type StoredUser, session } from './session/session-store';
export { useSession } from './session/use-session';
export { SHARED_VERSION } from './singleton-marker';
export { darkTheme, lightTheme, portalRed } from './theme/brand';
export * from './ui';
