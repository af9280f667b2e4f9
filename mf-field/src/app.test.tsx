import { registerTranslations } from '@portal/shared';
import { renderRemoteRoute } from '@portal/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

// What createRemoteApp does when the shell mounts the remote.
registerTranslations('field', { ar, en, fr });

afterEach(cleanup);

describe('field remote routes', () => {
  it('renders the visits page at /field, in Arabic by default', async () => {
    renderRemoteRoute(App, '/field');
    // The page is a lazy chunk: its first transform can take seconds on a loaded machine.
    expect(await screen.findByTestId('field-page', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ar.pages.visits);
    expect(screen.getByRole('tab', { name: ar.visits.upcoming })).toBeTruthy();
  });
});
