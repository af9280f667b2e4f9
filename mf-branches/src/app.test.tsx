import { setLanguage } from '@portal/shared';
import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { branchesRoutes } from './routes';

// The shell's default language: whatever another test file left set (files share a worker).
beforeEach(() => setLanguage('ar'));
afterEach(cleanup);

/** Which page each declared path shows. */
function pageOf(path: string): string {
  if (path.endsWith('/select')) return 'branch-select';
  if (path === '/b2b/units') return 'units-page';
  if (/\/(branches|properties)\/test-1$/.test(path)) return 'branch-detail';
  return 'branches-page';
}

// The shell routes every path this remote declares (routes.ts) to this remote: each must render its page.
describe('branches remote routes', () => {
  it.each(declaredPaths(branchesRoutes))('renders its page at %s', async (path) => {
    renderRemoteRoute(App, path);
    // Every page is a lazy chunk, transformed on its first import: more than the default second on a busy machine.
    expect(await screen.findByTestId(pageOf(path), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
  });

  it('covers the list, its alias, the select page, the detail page with its alias and the units page', () => {
    expect(declaredPaths(branchesRoutes).map(pageOf).sort()).toEqual([
      'branch-detail',
      'branch-detail',
      'branch-select',
      'branches-page',
      'branches-page',
      'branches-page',
      'units-page',
    ]);
  });
});
