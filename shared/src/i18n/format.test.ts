import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDay, formatPercent } from './format';

// Issue 28.6: currencies, rates and days in the reader's conventions.
describe('locale formats', () => {
  it('writes the riyal as its reader does', () => {
    expect(formatCurrency('SAR', 'ar')).toBe('ر.س.');
    expect(formatCurrency('SAR', 'en')).toBe('SAR');
  });

  it('writes rates and days per language', () => {
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(15, 'ar')).toMatch(/^15\s?٪/);
    expect(formatDay('2026-11-30', 'en')).toBe('Monday, November 30, 2026');
    expect(formatDay('2026-11-30', 'fr')).toBe('lundi 30 novembre 2026');
  });
});
