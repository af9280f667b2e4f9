import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AbilityContext, ability } from '../ability';
import { i18n } from '../i18n/i18n-instance';
import { directionOf } from '../i18n/language-table';
import { useCurrentLanguage } from '../i18n/localized-name';
import { usePreferences, useResolvedTheme } from '../preferences/preferences-store';
import { queryClient } from '../query';
import { portalTheme } from '../theme/portal-theme';
import { ConfirmDeleteHost } from './confirm-delete';

function ThemedRoot({ children }: { children: ReactNode }) {
  const language = useCurrentLanguage();
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

/**
 * Every React root (the shell's and each remote's) wraps itself in these providers around the SAME
 * shared instances, so a language switch, a sign-out or a cache update is seen by all roots at once.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AbilityContext.Provider value={ability}>
          <ThemedRoot>
            <ConfirmDeleteHost>{children}</ConfirmDeleteHost>
          </ThemedRoot>
        </AbilityContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
