import { registerTranslations, setLanguage } from '@portal/shared';
import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { opsRoutes } from './routes';

// What createRemoteApp does when the shell mounts the remote.
registerTranslations('ops', { ar, en, fr });

// The headings are Arabic (the default); another file of the same worker may have switched the language.
beforeEach(() => setLanguage('ar'));
afterEach(cleanup);

// The shell routes every path this remote declares (routes.ts) to this remote: each must render its page.
const HEADINGS: Record<string, string> = {
  '/ops/transfers': ar.pages.transfers,
  '/ops/companies': ar.companies.directoryTitle,
  '/ops/companies/test-1': ar.companies.company, // while the company loads
  '/ops/verification': ar.companies.queueTitle,
  '/ops/dispatch': ar.pages.dispatch,
  '/ops/quotations': ar.quotations.title,
  '/ops/refunds': ar.refunds.title,
  '/ops': ar.pages.overview,
  '/ops/users': ar.pages.users,
  '/ops/audit': ar.pages.audit,
  '/ops/settings': ar.pages.settings,
  '/ops/inbox': ar.inbox.title,
  '/ops/inbox/test-1/test-1': ar.inbox.title,
  '/ops/reels': ar.pages.reels,
  '/ops/coupons': ar.pages.coupons,
};

describe('ops remote routes', () => {
  it.each(declaredPaths(opsRoutes))('renders its page at %s', async (path) => {
    renderRemoteRoute(App, path);
    expect(HEADINGS[path], `the title of ${path}`).toBeDefined();
    // Every page is a lazy chunk, transformed on its first import: more than the default second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[path] }, { timeout: 10_000 })).toBeTruthy();
  });
});
