import { preferences, type ThemeMode } from './preferences-store';

/** Theme only, for callers that care about nothing else. */
export const themePreference = {
  get: (): ThemeMode => preferences.get().theme,
  set: (value: ThemeMode): void => preferences.set('theme', value),
  subscribe: preferences.subscribe,
};
