import { LANGUAGES, type Language } from '@portal/shared/core';
import { describe, expect, it } from 'vitest';
import { findArticle, helpArticles } from '../help-center/help-articles';
import { FAQ_ENTRY_IDS, FAQ_GROUPS } from './faq-catalog';
import { HELP_ARTICLES, HELP_CATEGORIES } from './help-catalog';
import { ORDER_STATUSES, PAYMENT_METHODS, VISIT_FREQUENCIES } from './product-catalog';
import { PUBLIC_CONTENT } from './public-content';

/** Every visible text of a content tree with its path (block kinds are markup, not text). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => key !== 'kind')
      .flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

/** The shape of a tree with its texts blanked out but block kinds kept: every language must have the same. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, key === 'kind' ? item : shape(item)]),
    );
  }
  return value;
}

const ARABIC_LETTER = /[\u0621-\u064A]/;
const SAME_IN_FRENCH_AND_ENGLISH = new Set(['.landing.services.maintenance.title']);
const others: Language[] = LANGUAGES.filter((language) => language !== 'en');

describe('public content', () => {
  it('has at least 8 help articles, each in a known category, with unique slugs', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
    for (const article of HELP_ARTICLES) expect(HELP_CATEGORIES).toContain(article.category);
  });

  it.each(LANGUAGES)('resolves every article slug in %s', (language) => {
    const help = PUBLIC_CONTENT[language].help;
    for (const { slug } of HELP_ARTICLES) {
      const article = findArticle(help, slug);
      expect(article, slug).not.toBeNull();
      expect(article?.title.trim(), slug).not.toBe('');
      expect(article?.body.length, slug).toBeGreaterThan(0);
    }
    expect(findArticle(help, 'no-such-article')).toBeNull();
    expect(findArticle(help, undefined)).toBeNull();
  });

  it.each(LANGUAGES)('has the same articles, FAQ entries and categories in %s as in the catalogs', (language) => {
    const content = PUBLIC_CONTENT[language];
    expect(Object.keys(content.help.articles).sort()).toEqual(HELP_ARTICLES.map((a) => a.slug).sort());
    expect(Object.keys(content.help.categories).sort()).toEqual([...HELP_CATEGORIES].sort());
    expect(Object.keys(content.faq.entries).sort()).toEqual([...FAQ_ENTRY_IDS].sort());
    expect(Object.keys(content.faq.groups).sort()).toEqual(FAQ_GROUPS.map((g) => g.id).sort());
    expect(Object.keys(content.pricing.frequencies).sort()).toEqual([...VISIT_FREQUENCIES].sort());
    expect(Object.keys(content.payment.methods).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(helpArticles(content.help).map((a) => a.slug)).toEqual(HELP_ARTICLES.map((a) => a.slug));
  });

  it.each(others)('mirrors the English structure block for block in %s (no missing translation)', (language) => {
    expect(shape(PUBLIC_CONTENT[language])).toEqual(shape(PUBLIC_CONTENT.en));
  });

  // The texts are JSON (text/<language>.json): the block kinds and their fields are checked here, not by tsc.
  it.each(LANGUAGES)('writes every article block as one of the known kinds in %s', (language) => {
    const fields: Record<string, string> = {
      paragraph: 'text',
      heading: 'text',
      note: 'text',
      steps: 'items',
      list: 'items',
      terms: 'items',
    };
    for (const [slug, article] of Object.entries(PUBLIC_CONTENT[language].help.articles)) {
      for (const block of article.body) {
        const field = fields[block.kind];
        expect(field, `${slug}: ${block.kind}`).toBeDefined();
        expect(Object.keys(block).sort(), slug).toEqual(['kind', field].sort());
        if (field === 'items') expect(Array.isArray((block as { items: unknown }).items), slug).toBe(true);
      }
    }
  });

  it.each(LANGUAGES)('has no empty text in %s', (language) => {
    const empty = strings(PUBLIC_CONTENT[language], language).filter(([, text]) => text.trim() === '');
    expect(empty.map(([path]) => path)).toEqual([]);
  });

  it('is written in Arabic for ar and differs from English for fr', () => {
    const en = new Map(strings(PUBLIC_CONTENT.en, ''));
    const notArabic = strings(PUBLIC_CONTENT.ar, '').filter(([, text]) => !ARABIC_LETTER.test(text));
    expect(notArabic.map(([path]) => path)).toEqual([]);
    // Identical French and English would mean a copy left untranslated; a few words are the same in both.
    const same = strings(PUBLIC_CONTENT.fr, '').filter(
      ([path, text]) => en.get(path) === text && !SAME_IN_FRENCH_AND_ENGLISH.has(path),
    );
    expect(same.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it.each(LANGUAGES)('explains every order status in %s', (language) => {
    const article = PUBLIC_CONTENT[language].help.articles['order-statuses'];
    const terms = article.body.flatMap((block) => (block.kind === 'terms' ? block.items : []));
    expect(terms).toHaveLength(ORDER_STATUSES.length);
    expect(new Set(terms.map((term) => term.term)).size).toBe(ORDER_STATUSES.length);
  });

  it.each(LANGUAGES)('states the 24-hour transfer confirmation and the 15 percent VAT in %s', (language) => {
    const content = PUBLIC_CONTENT[language];
    expect(content.payment.methods.transfer.confirmation).toMatch(/24/);
    expect(content.pricing.taxText).toMatch(/15/);
    expect(content.pricing.taxExample).toContain('{{subtotal}}');
    expect(content.pricing.taxExample).toContain('{{vat}}');
    expect(content.pricing.taxExample).toContain('{{total}}');
  });
});
