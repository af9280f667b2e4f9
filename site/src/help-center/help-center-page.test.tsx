// @vitest-environment jsdom
import { LANGUAGES } from '@portal/shared/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../content/help-catalog';
import { PUBLIC_CONTENT } from '../content/public-content';
import { renderPublicRoute } from '../testing/render-public-route';

afterEach(cleanup);

const listedTitles = () =>
  within(screen.getByTestId('help-article-list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('help center', () => {
  it('lists every article, then narrows the list as the visitor types', async () => {
    await renderPublicRoute('/help-center', 'en');
    expect(listedTitles()).toHaveLength(HELP_ARTICLES.length);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the help center' }), {
      target: { value: 'spreadsheet' },
    });
    expect(listedTitles()).toEqual(['Upload many branches from the spreadsheet template']);
    expect(screen.getByTestId('help-result-count').textContent).toBe('Articles found: 1');
    expect(screen.getByTestId('location').textContent).toBe('/help-center?q=spreadsheet');
  });

  it('searches in the reader’s language (Arabic)', async () => {
    await renderPublicRoute('/help-center?q=واتساب', 'ar');
    expect(listedTitles()).toContain(PUBLIC_CONTENT.ar.help.articles['sign-in-with-whatsapp-code'].title);
    expect(listedTitles().length).toBeLessThan(HELP_ARTICLES.length);
  });

  it('says so when nothing matches, and shows everything again on request', async () => {
    await renderPublicRoute('/help-center?q=zzzz', 'en');
    expect(screen.getByText('No article matches your search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(listedTitles()).toHaveLength(HELP_ARTICLES.length);
    expect(screen.getByTestId('location').textContent).toBe('/help-center');
  });

  it('filters by category with pressed toggle buttons', async () => {
    await renderPublicRoute('/help-center', 'fr');
    const branches = screen.getByRole('button', { name: /^Agences/ });
    fireEvent.click(branches);
    expect(branches.getAttribute('aria-pressed')).toBe('true');
    expect(listedTitles()).toEqual([
      PUBLIC_CONTENT.fr.help.articles['add-a-branch'].title,
      PUBLIC_CONTENT.fr.help.articles['bulk-upload-branches'].title,
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/help-center?category=branches');
  });

  it('opens an article from the list', async () => {
    await renderPublicRoute('/help-center', 'en');
    fireEvent.click(screen.getByRole('link', { name: 'What each order status means' }));
    // The article page is its own lazy chunk: the router shows it once loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'What each order status means' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/help-center/article/order-statuses');
  });
});

describe('help article page', () => {
  const cases = LANGUAGES.flatMap((language) => HELP_ARTICLES.map(({ slug }) => ({ language, slug })));

  it.each(cases)('renders $slug in $language', async ({ language, slug }) => {
    await renderPublicRoute(`/help-center/article/${slug}`, language);
    const article = PUBLIC_CONTENT[language].help.articles[slug];
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    expect(screen.getByTestId('help-article').textContent).toContain(article.summary);
    await waitFor(() => expect(document.title.startsWith(article.title)).toBe(true));
  });

  it('shows a not-found message with a way back for an unknown slug', async () => {
    await renderPublicRoute('/help-center/article/no-such-article', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Article not found');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the help center' }));
    expect(await screen.findByTestId('help-center')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/help-center');
  });

  it('links to the other articles of the same category', async () => {
    await renderPublicRoute('/help-center/article/add-a-branch', 'en');
    const related = screen.getByRole('region', { name: 'More in Branches' });
    expect(within(related).getByRole('link').getAttribute('href')).toBe('/help-center/article/bulk-upload-branches');
  });
});
