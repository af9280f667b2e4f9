// `@portal/shared/core`: the singletons (session, HTTP client, ability, i18n, query client, preferences, theme) and
// the few light UI pieces a page needs before any list or dialog: what the shell's sign-in page loads (issue 15.1).
// The heavy UI blocks (table, dialogs, list page, filters, upload) are `@portal/shared/blocks`, its own shared module;
// the form blocks (react-hook-form) are `@portal/shared/forms`, loaded only by the code that opens a form.

export type { AbilityRule, LoginInfo } from '@portal/contract';
export * from './ability';
export { notify, type SnackbarMessage, type ToastIntent, type ToastMessage } from './feedback/notify';
export * from './http';
export * from './i18n';
export { DEFAULT_LANGUAGE, directionOf, isLanguage, LANGUAGES, type Language } from './i18n/language-table';
export {
  type CardReturnNews,
  type CardReturnOutcome,
  cardOutcome,
  useCardReturn,
} from './money/card-return';
export { IdempotencyKeys, useIdempotencyKeys } from './money/idempotency-key';
export { checkReceipt, type ReceiptCheck } from './money/receipt-file';
export {
  buildMenu,
  type MenuEntry,
  type MenuGroup,
  type MenuRule,
  publishMenuEntries,
  useMenuEntries,
} from './navigation/menu';
export { navigateTo, setNavigator } from './navigation/navigate';
export { OPS_QUEUES_KEY, opsQueuesQuery, queueCount } from './ops/ops-queues-query';
export { storedLanguage } from './preferences/language';
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
export { useNarrow } from './theme/use-narrow';
export { ComingSoon } from './ui/coming-soon';
export { ConfirmDeleteHost, DeleteCanceled, useConfirmDelete, useConfirmedDelete } from './ui/confirm-delete';
export { EmptyState } from './ui/empty-state';
export { notifySuccess, type SuccessKind } from './ui/notify-success';
export { PageHeader } from './ui/page-header';
export { PortalProviders } from './ui/portal-providers';
export { useDocumentTitle } from './ui/use-document-title';
export { type ListQueryState, useListQueryState } from './ui/use-list-query-state';
export { useNumberText } from './ui/use-number-text';
