import { useSyncExternalStore } from 'react';
import { setArabicDigits } from '../i18n/language-table';
import { APP_NAME, readStored, writeStored } from '../storage/local-storage';

// Presentation preferences (spec §1, §4, §9), kept locally per browser under app-prefixed keys;
// the theme also goes into a cookie. One store in `shared`, so every root re-renders on a change.

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';
export type NavigationMode = 'vertical' | 'horizontal' | 'collapsed';
export type DirectionPreference = 'auto' | 'rtl' | 'ltr';
export type ContentWidth = 'fluid' | 'boxed';
export type BarMode = 'sticky' | 'static' | 'hidden';

export type Preferences = {
  theme: ThemeMode;
  skin: Skin;
  navigation: NavigationMode;
  /** `auto` follows the language: Arabic right-to-left, the others left-to-right. */
  direction: DirectionPreference;
  contentWidth: ContentWidth;
  navbar: BarMode;
  footer: BarMode;
  navbarBlur: boolean;
  /** Custom primary colours (hex); null keeps the portal's red. */
  primaryLight: string | null;
  primaryDark: string | null;
  /** Digits shown in Arabic: Latin (default) or Arabic-Indic; every number and date of a page uses the same. */
  arabicDigits: 'latin' | 'arabic';
};

/** Spec §9 defaults: light, standard skin, boxed, vertical, sticky navbar with blur, footer hidden, red primary. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'light',
  skin: 'default',
  navigation: 'vertical',
  direction: 'auto',
  contentWidth: 'boxed',
  navbar: 'sticky',
  footer: 'hidden',
  navbarBlur: true,
  primaryLight: null,
  primaryDark: null,
  arabicDigits: 'latin',
};

const CHOICES: { [K in keyof Preferences]?: readonly Preferences[K][] } = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  navigation: ['vertical', 'horizontal', 'collapsed'],
  direction: ['auto', 'rtl', 'ltr'],
  contentWidth: ['fluid', 'boxed'],
  navbar: ['sticky', 'static', 'hidden'],
  footer: ['sticky', 'static', 'hidden'],
  arabicDigits: ['latin', 'arabic'],
};

const HEX = /^#[0-9a-f]{6}$/i;

function valid<K extends keyof Preferences>(key: K, value: unknown): value is Preferences[K] {
  const choices = CHOICES[key] as readonly unknown[] | undefined;
  if (choices) return choices.includes(value);
  if (key === 'navbarBlur') return typeof value === 'boolean';
  return value === null || (typeof value === 'string' && HEX.test(value));
}

function load(): Preferences {
  const out = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    const stored = readStored<unknown>(key, undefined);
    if (stored !== undefined && valid(key, stored)) (out as Record<string, unknown>)[key] = stored;
  }
  return out;
}

let current: Preferences = load();
setArabicDigits(current.arabicDigits);
const listeners = new Set<() => void>();

function writeThemeCookie(theme: ThemeMode): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${APP_NAME}-theme=${theme}; path=/; max-age=31536000; SameSite=Lax`;
}

export const preferences = {
  get: (): Preferences => current,
  set<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
    if (!valid(key, value)) throw new Error(`Invalid preference ${key}: ${String(value)}`);
    current = { ...current, [key]: value };
    setArabicDigits(current.arabicDigits);
    writeStored(key, value);
    if (key === 'theme') writeThemeCookie(value as ThemeMode);
    for (const listener of listeners) listener();
  },
  /** Back to the spec defaults (the customizer's reset). */
  reset(): void {
    for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) writeStored(key, null);
    current = { ...DEFAULT_PREFERENCES };
    setArabicDigits(current.arabicDigits);
    writeThemeCookie(current.theme);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage (another tab changed something). */
  reload(): void {
    current = load();
    setArabicDigits(current.arabicDigits);
    for (const listener of listeners) listener();
  },
};

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.get, preferences.get);
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

/** The theme actually shown: `system` follows the operating system. */
export function useResolvedTheme(): 'light' | 'dark' {
  const { theme } = usePreferences();
  if (theme === 'system') return prefersDark() ? 'dark' : 'light';
  return theme;
}
