import { describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT } from '../content/public-content';
import { helpArticles, searchArticles } from './help-articles';

const slugs = (list: { slug: string }[]) => list.map((article) => article.slug);

describe('help article search', () => {
  it('finds the bank-transfer guide in every language', () => {
    const queries = { en: 'bank transfer', ar: 'تحويل بنكي', fr: 'virement' } as const;
    for (const [language, query] of Object.entries(queries) as [keyof typeof queries, string][]) {
      const found = slugs(searchArticles(helpArticles(PUBLIC_CONTENT[language].help), query, null));
      expect(found, language).toContain('wallet-recharge-and-bank-transfer');
      expect(found.length, language).toBeLessThan(helpArticles(PUBLIC_CONTENT[language].help).length);
    }
  });

  it('searches the article body, not only the title', () => {
    // "10,000 rows" appears only inside the bulk-upload article's limits.
    expect(slugs(searchArticles(helpArticles(PUBLIC_CONTENT.en.help), '10,000 rows', null))).toEqual([
      'bulk-upload-branches',
    ]);
  });

  it('limits the list to a category, and combines category and query', () => {
    const articles = helpArticles(PUBLIC_CONTENT.en.help);
    expect(slugs(searchArticles(articles, '', 'branches'))).toEqual(['add-a-branch', 'bulk-upload-branches']);
    expect(slugs(searchArticles(articles, 'spreadsheet', 'branches'))).toEqual(['bulk-upload-branches']);
    expect(searchArticles(articles, 'spreadsheet', 'payments-wallet')).toEqual([]);
  });
});
