import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AbilityContext, ability } from '../ability';
import { i18n } from '../i18n/i18n-instance';
import { useCurrentLanguage } from '../i18n/localized-name';
import { queryClient } from '../query';
import { ConfirmDeleteHost } from './confirm-delete';
import { ThemedRoot } from './themed-root';

/** The portal's roots follow i18n's language (a switch in any root is seen by all). */
function PortalThemedRoot({ children }: { children: ReactNode }) {
  return <ThemedRoot language={useCurrentLanguage()}>{children}</ThemedRoot>;
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
          <PortalThemedRoot>
            <ConfirmDeleteHost>{children}</ConfirmDeleteHost>
          </PortalThemedRoot>
        </AbilityContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
