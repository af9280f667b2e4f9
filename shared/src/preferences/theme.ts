import { useSyncExternalStore } from 'react';
import { APP_NAME, readStored, writeStored } from '../storage/local-storage';

export type ThemeMode = 'light' | 'dark' | 'system';
type Listener = () => void;

const listeners = new Set<Listener>();
let mode: ThemeMode = readStored<ThemeMode>('theme', 'light');

function writeCookie(value: ThemeMode): void {
  // Spec §1: the theme is also kept in a cookie (lets a server render the right colours first).
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${APP_NAME}-theme=${value}; path=/; max-age=31536000; SameSite=Lax`;
}

export const themePreference = {
  get: (): ThemeMode => mode,
  set(next: ThemeMode): void {
    mode = next;
    writeStored('theme', next);
    writeCookie(next);
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function prefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

/** The theme actually shown: `system` follows the operating system. */
export function useResolvedTheme(): 'light' | 'dark' {
  const current = useSyncExternalStore(themePreference.subscribe, themePreference.get, themePreference.get);
  if (current === 'system') return prefersDark() ? 'dark' : 'light';
  return current;
}
