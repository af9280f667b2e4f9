import { PortalProviders, queryClient } from '@portal/shared';
import { DEFAULT_PAGE_SIZE, type ListResult } from '@portal/shared/contract';
import { MemoryRouter, setUpRemoteTests } from '@portal/shared/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';

// What the console's page tests share: the console's strings, English unless a test says
// otherwise, no abilities, an empty cache and a desktop window after each test; a page rendered on a seeded list.

const HOUR = 3_600_000;
/** An instant `hours` ago (and a minute), as the API's created_at. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR - 60_000).toISOString();
/** The first page of a list as the page asks for it without filters. */
export const FIRST_PAGE = { page: 1, perPage: DEFAULT_PAGE_SIZE };

/** The console's strings, English; after each test: no abilities, an empty cache, a desktop window. */
export function useConsoleTestSetup() {
  setUpRemoteTests('ops', { ar, en, fr });
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));
}

/** Renders `page` at `path` with what it reads already in the cache (no request goes out): its first page, say. */
export function renderConsolePage(page: ReactNode, path: string, key: readonly unknown[], data: unknown) {
  queryClient.setQueryData(key, data);
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </PortalProviders>,
  );
}

export const listOf = <T,>(items: T[]): ListResult<T> => ({
  items,
  total: items.length,
  ...FIRST_PAGE,
});

/** A window below the sm breakpoint (390 px): the queues show cards. */
export function onPhone() {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
