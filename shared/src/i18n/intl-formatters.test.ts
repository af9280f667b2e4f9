import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formatters';

describe('Intl formatters built once per locale and options', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const medium = dateTimeFormat('ar-SA-u-nu-latn', { dateStyle: 'medium' });
    expect(dateTimeFormat('ar-SA-u-nu-latn', { dateStyle: 'medium' })).toBe(medium);
    expect(dateTimeFormat('ar-SA-u-nu-latn', { dateStyle: 'full' })).not.toBe(medium);
    expect(dateTimeFormat('en-SA', { dateStyle: 'medium' })).not.toBe(medium);
    expect(numberFormat('fr-FR')).toBe(numberFormat('fr-FR'));
    expect(numberFormat('fr-FR', { style: 'percent' })).not.toBe(numberFormat('fr-FR'));
  });

  it('formats as a formatter built on the spot', () => {
    const day = new Date('2026-11-30T10:00:00Z');
    for (const locale of ['ar-SA-u-nu-arab', 'en-SA', 'fr-FR']) {
      const options = { dateStyle: 'medium', timeZone: 'Asia/Riyadh' } as const;
      expect(dateTimeFormat(locale, options).format(day)).toBe(new Intl.DateTimeFormat(locale, options).format(day));
      const money = { style: 'currency', currency: 'SAR' } as const;
      expect(numberFormat(locale, money).format(1234.5)).toBe(new Intl.NumberFormat(locale, money).format(1234.5));
    }
  });
});
