import { i18n, registerTranslations } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

registerTranslations('ops', { ar, en, fr });

// Issue 28.6: a count is said with the noun form its language needs (i18next picks it from Intl.PluralRules).
describe('counted nouns in the operations console', () => {
  const visits = (language: string, count: number) =>
    i18n.getFixedT(language, 'ops')('dispatch.totalVisits', { count });

  it('says Arabic visits in their six forms', () => {
    expect([1, 2, 3, 12, 100].map((n) => visits('ar', n))).toEqual([
      'زيارة واحدة',
      'زيارتان',
      '3 زيارات',
      '12 زيارة',
      '100 زيارة',
    ]);
    expect(visits('ar', 0)).toBe('لا زيارات');
  });

  it('says "1 visit" in English and French, never "1 visits"', () => {
    expect([visits('en', 1), visits('en', 2), visits('fr', 1)]).toEqual(['1 visit', '2 visits', '1 visite']);
    const messages = i18n.getFixedT('en', 'ops')('companies.conversations', { count: 1 });
    expect(messages).toBe('Support conversation (1 message)');
  });
});
