import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { updateAbility } from '../ability/app-ability';
import { type NamespaceResources, registerTranslations, setLanguage } from '../i18n/i18n-instance';
import { queryClient } from '../query/query-client';
import { PortalProviders } from '../ui/portal-providers';

// Test helpers (not shipped) of the remotes' component tests.

/**
 * The remote's texts registered and English set once; after each test the DOM, the abilities, the query cache and
 * the language go back to the start, so no test sees what another one set.
 */
export function setUpRemoteTests(namespace: string, bundles: NamespaceResources) {
  beforeAll(async () => {
    registerTranslations(namespace, bundles);
    await setLanguage('en');
  });
  afterEach(async () => {
    cleanup();
    updateAbility([]);
    queryClient.clear();
    await setLanguage('en');
  });
}

/** Renders `element` in the portal's providers at `path`; with `route`, under that pattern so its params resolve. */
export function renderAt(path: string, element: ReactElement, route?: string) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        {route ? (
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        ) : (
          element
        )}
      </MemoryRouter>
    </PortalProviders>,
  );
}
