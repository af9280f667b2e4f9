import { i18n, registerTranslations } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
// The strings of the pages loaded on demand (app.tsx loads them beside each page).
import './on-demand';
import { fr } from './fr';

registerTranslations('orders', { ar, en, fr });

// Issue 28.6: "1 unit", not "1 units"; Arabic says one, two, few and many in their own words.
describe('counted nouns of orders, packages and quotations', () => {
  const t = (language: string) => i18n.getFixedT(language, 'orders');

  it('names one unit in the price lines', () => {
    const line = (language: string, count: number) =>
      t(language)('quotations.price.line', { count, units: String(count), unitPrice: 'X' });
    expect([line('en', 1), line('en', 4), line('fr', 1)]).toEqual(['1 unit × X', '4 units × X', '1 unité × X']);
    expect([1, 2, 3, 11].map((n) => line('ar', n))).toEqual([
      'وحدة واحدة × X',
      'وحدتان × X',
      '3 وحدات × X',
      '11 وحدة × X',
    ]);
  });

  it('counts locations, floors and stars', () => {
    const locations = (language: string, n: number) => t(language)('packages.buy.locations', { n, count: n });
    expect([locations('en', 1), locations('en', 5)]).toEqual(['1 location', 'Up to 5 locations']);
    expect([1, 2, 5, 20].map((n) => locations('ar', n))).toEqual([
      'موقع واحد',
      'حتى موقعين',
      'حتى 5 مواقع',
      'حتى 20 موقعًا',
    ]);
    expect(t('en')('quotations.branches.facts', { area: 850, floors: 1, count: 1 })).toBe('850 m² · 1 floor');
    expect(t('ar')('order.ops.starsValue', { n: 2, count: 2 })).toBe('نجمتان');
    expect(t('en')('order.ops.starsValue', { n: 1, count: 1 })).toBe('1 star');
  });
});
