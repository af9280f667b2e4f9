// The `shared` singleton: everything that must exist ONCE at run time for the shell and every remote.

export type { AbilityRule, LoginInfo } from '@portal/contract';
export * from './ability';
export * from './chat';
export { notify, type SnackbarMessage, type ToastIntent, type ToastMessage } from './feedback/notify';
export * from './http';
export * from './i18n';
export { IdempotencyKeys, useIdempotencyKeys } from './money/idempotency-key';
export { checkReceipt, type ReceiptCheck } from './money/receipt-file';
export { ReceiptPicker, UploadProgress } from './money/receipt-picker';
export {
  buildMenu,
  type MenuEntry,
  type MenuGroup,
  type MenuRule,
  publishMenuEntries,
  useMenuEntries,
} from './navigation/menu';
export { navigateTo, setNavigator } from './navigation/navigate';
export {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGES,
  type Language,
  storedLanguage,
} from './preferences/language';
export {
  type BarMode,
  type ContentWidth,
  DEFAULT_PREFERENCES,
  type DirectionPreference,
  type NavigationMode,
  type Preferences,
  preferences,
  type Skin,
  type ThemeMode,
  usePreferences,
  useResolvedTheme,
} from './preferences/preferences-store';
export { themePreference } from './preferences/theme';
export * from './query';
export * from './realtime';
export * from './remote';
export { isSignedIn, type SessionState, type StoredUser, session } from './session/session-store';
export { useSession } from './session/use-session';
export { SHARED_VERSION } from './singleton-marker';
export { readStored as readStoredValue, storageKey, writeStored as writeStoredValue } from './storage/local-storage';
export { darkTheme, lightTheme, portalRed } from './theme/brand';
export { brandRampFrom } from './theme/brand-ramp';
export { BREAKPOINTS, type Breakpoint, below, NAV_OVERLAY_BELOW } from './theme/breakpoints';
export { portalTheme } from './theme/portal-theme';
export * from './ui';
