// @vitest-environment jsdom
import '@portal/shared/testing';
import { PortalProviders, setLanguage } from '@portal/shared';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n/register-shell-translations';
import { NotAuthorizedPage, NotFoundPage } from './error-page';

// Issue 27: the not-authorized page kept the tab title of the page opened before it (e.g. "Bank transfers"); an
// error page names itself in the tab like every page does.

beforeAll(() => registerShellTranslations());
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

async function renderPage(page: ReactElement) {
  await setLanguage('en');
  document.title = 'Bank transfers · Portal';
  render(
    <PortalProviders>
      <MemoryRouter>{page}</MemoryRouter>
    </PortalProviders>,
  );
}

describe('error pages name themselves in the tab', { timeout: 30_000 }, () => {
  it('not authorized replaces the previous title', async () => {
    await renderPage(<NotAuthorizedPage />);
    const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expect(heading).not.toBe('');
    expect(document.title.startsWith(`${heading} · `)).toBe(true);
  });

  it('not found too', async () => {
    await renderPage(<NotFoundPage />);
    const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expect(document.title.startsWith(`${heading} · `)).toBe(true);
  });
});
