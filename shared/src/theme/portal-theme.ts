import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { portalRed } from './brand';
import { brandRampFrom } from './brand-ramp';

const cache = new Map<string, Theme>();

/** The Fluent theme for a mode and an optional custom primary colour. */
export function portalTheme(mode: 'light' | 'dark', primary: string | null): Theme {
  const key = `${mode}:${primary ?? 'red'}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const ramp = primary ? brandRampFrom(primary) : portalRed;
  const theme =
    mode === 'dark' ? { ...createDarkTheme(ramp), colorBrandForeground1: ramp[110] } : createLightTheme(ramp);
  cache.set(key, theme);
  return theme;
}
