import { registerTranslations, setLanguage } from '@portal/shared';
import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { usersRoutes } from './routes';

// What createRemoteApp does when the shell mounts the remote.
registerTranslations('users', { ar, en, fr });

// The shell's default language: whatever another test file left set (files share a worker).
beforeEach(() => setLanguage('ar'));
afterEach(cleanup);

const pageOf: Record<string, { testId: string; title: string }> = {
  '/b2b/users/list': { testId: 'users-page', title: 'المستخدمون' },
  '/b2b/roles': { testId: 'roles-page', title: 'الأدوار والصلاحيات' },
  '/b2b/residents': { testId: 'residents-page', title: 'السكان' },
  '/b2b/users/audit': { testId: 'audit-page', title: 'سجل النشاط' },
};

// The shell routes every path this remote declares (routes.ts) to this remote: each must render its page.
describe('users remote routes', () => {
  it.each(declaredPaths(usersRoutes))('renders its page at %s', async (path) => {
    const expected = pageOf[path];
    expect(expected, `no page expected for ${path}`).toBeDefined();
    renderRemoteRoute(App, path);
    // Every page is a lazy chunk, transformed on its first import: more than the default second on a busy machine.
    expect(await screen.findByTestId(expected!.testId, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected!.title);
  });
});
