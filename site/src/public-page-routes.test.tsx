// @vitest-environment jsdom
import { i18n, LANGUAGES } from '@portal/shared/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_ROUTES } from './public-page-routes';
import { renderPublicRoute } from './testing/render-public-route';

afterEach(cleanup);

const concrete = (path: string) => path.replace(':title', 'order-statuses');
const cases = PUBLIC_PAGE_ROUTES.flatMap((route) =>
  LANGUAGES.map((language) => ({ path: route.path, layout: route.layout, language })),
);

describe('public page routes', () => {
  it('declares the spec §2 public pages (blank, public) and content pages (default, signed-in)', () => {
    expect(PUBLIC_PAGE_ROUTES.map(({ path, layout, access }) => `${path} ${layout} ${access}`)).toEqual([
      '/landing-page blank public',
      '/pricing blank public',
      '/help-center blank public',
      '/help-center/article/:title blank public',
      '/front-pages/checkout blank public',
      '/payment blank public',
      '/pages/faq default signed-in',
      '/pages/pricing default signed-in',
    ]);
  });

  it.each(cases)(
    '$path in $language: one h1, the right landmarks and a document title',
    async ({ path, layout, language }) => {
      document.title = '';
      const { container } = await renderPublicRoute(concrete(path), language);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]?.textContent?.trim()).not.toBe('');
      // Blank pages bring their own <main>; default-layout pages sit inside the layout's.
      expect(container.querySelectorAll('main')).toHaveLength(layout === 'blank' ? 1 : 0);
      if (layout === 'blank') expect(screen.getByRole('navigation', { name: i18n.t('public:nav.label') })).toBeTruthy();
      await waitFor(() => expect(document.title).toMatch(new RegExp(` · ${i18n.t('app.name')}$`)));
      expect(document.title.length).toBeGreaterThan(` · ${i18n.t('app.name')}`.length);
    },
  );

  it('switches the page to the chosen language', async () => {
    await renderPublicRoute('/pricing', 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tarifs');
    cleanup();
    await renderPublicRoute('/pricing', 'ar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الأسعار');
  });

  it('sends the landing page calls to action to /register and /login', async () => {
    await renderPublicRoute('/landing-page', 'en');
    const register = screen.getAllByRole('link', { name: 'Register your company' });
    const signIn = screen.getAllByRole('link', { name: 'Sign in' });
    expect(register.every((link) => link.getAttribute('href') === '/register')).toBe(true);
    expect(signIn.every((link) => link.getAttribute('href') === '/login')).toBe(true);
    expect(register.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the VAT example as arithmetic in SAR on the pricing page', async () => {
    await renderPublicRoute('/pricing', 'en');
    const example = screen.getByTestId('vat-example').textContent ?? '';
    expect(example).toMatch(/SAR\s?1,000\.00/);
    expect(example).toMatch(/SAR\s?150\.00/);
    expect(example).toMatch(/SAR\s?1,150\.00/);
    expect(screen.getAllByTestId(/^frequency-/)).toHaveLength(14);
  });

  it.each(['/payment', '/front-pages/checkout'])(
    '%s explains the four methods, takes no payment, links to sign in',
    async (path) => {
      await renderPublicRoute(path, 'en');
      for (const method of ['wallet', 'transfer', 'credit_card', 'cash']) {
        expect(screen.getByTestId(`payment-method-${method}`)).toBeTruthy();
      }
      expect(screen.getByTestId('payment-method-transfer').textContent).toMatch(/24 hours/);
      expect(screen.getByTestId('no-payment-here')).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(
        screen.getAllByRole('link', { name: 'Sign in' }).some((link) => link.getAttribute('href') === '/login'),
      ).toBe(true);
    },
  );
});
