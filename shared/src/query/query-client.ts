import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n-instance';
import { session } from '../session/session-store';
import { markSingleton } from '../singleton-marker';

markSingleton('query');

/** The one query cache of the portal, shared by the shell and every remote. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already retries what is worth retrying; a second layer would multiply attempts.
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Nothing cached for one user may be shown to the next: sign-out (logout or 403) empties the cache.
let hadToken = Boolean(session.getState().token);
session.subscribe((state) => {
  const hasToken = Boolean(state.token);
  if (hadToken && !hasToken) queryClient.clear();
  hadToken = hasToken;
});

// Some answers are in the `lang` of the request (a provider's name, messages): after a language switch, what is
// cached is stale and what is on screen refetches in the new language.
i18n.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
