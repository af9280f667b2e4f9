import { describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT } from '../content/public-content';
import { faqGroups, searchFaq } from './faq-entries';

const ids = (groups: ReturnType<typeof faqGroups>) => groups.flatMap((g) => g.entries.map((e) => e.id));

describe('FAQ search', () => {
  it('keeps every group and entry for an empty query', () => {
    const groups = faqGroups(PUBLIC_CONTENT.fr.faq);
    expect(searchFaq(groups, '')).toEqual(groups);
  });

  it('finds the VAT answer in every language and drops the groups left empty', () => {
    const queries = { en: 'VAT', ar: 'الضريبة', fr: 'TVA' } as const;
    for (const [language, query] of Object.entries(queries) as [keyof typeof queries, string][]) {
      const found = searchFaq(faqGroups(PUBLIC_CONTENT[language].faq), query);
      expect(ids(found), language).toContain('vat');
      expect(
        found.every((group) => group.entries.length > 0),
        language,
      ).toBe(true);
      expect(found.length, language).toBeLessThan(faqGroups(PUBLIC_CONTENT[language].faq).length);
    }
  });

  it('matches on the group title too', () => {
    const found = searchFaq(faqGroups(PUBLIC_CONTENT.en.faq), 'branches');
    expect(found.map((group) => group.id)).toContain('branches');
    expect(found.find((group) => group.id === 'branches')?.entries).toHaveLength(3);
  });
});
