import { registerTranslations } from '@portal/shared';
import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { opsRoutes } from './routes';

// What createRemoteApp does when the shell mounts the remote.
registerTranslations('ops', { ar, en, fr });

afterEach(cleanup);

const TITLES: [string, string][] = [
  ['/ops/transfers', ar.pages.transfers],
  ['/ops/inbox', ar.inbox.title],
];

// The shell routes every path this remote declares (routes.ts) to this remote: each must render its page.
describe('ops remote routes', () => {
  it.each(declaredPaths(opsRoutes))('renders its page at %s', async (path) => {
    renderRemoteRoute(App, path);
    // Each page has its own title, in Arabic (the default).
    const title = TITLES.find(([prefix]) => path.startsWith(prefix))?.[1];
    expect(await screen.findByRole('heading', { level: 1, ...(title ? { name: title } : {}) })).toBeTruthy();
  });
});
