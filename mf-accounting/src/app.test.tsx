import { declaredPaths, renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import manifest from '../../shell/environments/local.json';
import { App } from './app';

afterEach(cleanup);

// The shell routes every path the module manifest declares for this module to this remote: each must render a page.
describe('accounting remote routes', () => {
  it.each(declaredPaths(manifest, 'accounting'))('renders a page at %s', async (path) => {
    renderRemoteRoute(App, path);
    expect(await screen.findByTestId('coming-soon')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).not.toBe('');
  });
});
