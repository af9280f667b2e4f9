import { setLanguage } from '@portal/shared';
import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { ordersRoutes } from './routes';

// The shell's default language: whatever another test file left set (files share a worker).
beforeEach(() => setLanguage('ar'));
afterEach(cleanup);

// The shell routes every path this remote declares (routes.ts) to this remote: each must render a page.
describe('orders remote routes', () => {
  it.each(declaredPaths(ordersRoutes))('renders a page at %s', async (path) => {
    renderRemoteRoute(App, path);
    // Every page is a lazy chunk, transformed on its first import: more than the default second on a busy machine.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading.textContent).not.toBe('');
  });
});
