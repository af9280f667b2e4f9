// @jsxRuntime automatic
// (The pragma: the sign-in page's build pre-renders this file with tsx under the shell's tsconfig, which does not
// include shared/src, so the tsconfig's react-jsx setting does not reach it.)
import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Language } from '../i18n/language-table';
import { directionOf } from '../i18n/language-table';
import { usePreferences, useResolvedTheme } from '../preferences/preferences-store';
import { portalTheme } from '../theme/portal-theme';

/**
 * Fluent's theme and direction from the user's preferences (light/dark, primary colour, a forced direction) and the
 * page's language: every portal root, and the pre-rendered sign-in page, which keeps its own language.
 */
export function ThemedRoot({ language, children }: { language: Language; children: ReactNode }) {
  const mode = useResolvedTheme();
  const prefs = usePreferences();
  const dir = prefs.direction === 'auto' ? directionOf(language) : prefs.direction;
  return (
    <FluentProvider
      theme={portalTheme(mode, mode === 'dark' ? prefs.primaryDark : prefs.primaryLight)}
      dir={dir}
      data-theme={mode}
      style={{ minHeight: '100%', background: 'transparent' }}
    >
      {children}
    </FluentProvider>
  );
}
