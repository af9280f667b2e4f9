import { preferences } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { formatSar } from './format-sar';

// Intl output contains direction marks and (in French) narrow no-break spaces: compare without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('halalas formatted as SAR per language', () => {
  it('English: SAR with two decimals and grouping', () => {
    expect(plain(formatSar(123_450, 'en'))).toBe('SAR 1,234.50');
  });

  it('Arabic: ر.س, Latin digits by default, Arabic-Indic digits when preferred — never both (issue 14.5)', () => {
    const latin = plain(formatSar(123_450, 'ar'));
    expect(latin).toContain('1,234.50');
    expect(latin).toContain('ر.س');
    expect(latin).not.toMatch(/[٠-٩]/);
    preferences.set('arabicDigits', 'arabic');
    try {
      const arabic = plain(formatSar(123_450, 'ar'));
      expect(arabic).toContain('١٬٢٣٤٫٥٠');
      expect(arabic).toContain('ر.س');
      expect(arabic).not.toMatch(/[0-9]/);
      expect(plain(formatSar(123_450, 'en'))).toBe('SAR 1,234.50'); // other languages keep Latin digits
    } finally {
      preferences.set('arabicDigits', 'latin');
    }
  });

  it('French: comma decimals, space grouping, SAR after the amount', () => {
    expect(plain(formatSar(123_450, 'fr'))).toBe('1 234,50 SAR');
  });

  it('one halala is 0.01, never rounded away', () => {
    expect(plain(formatSar(1, 'en'))).toBe('SAR 0.01');
  });

  it('signed amounts mark money in with + and keep the minus of money out', () => {
    expect(plain(formatSar(5_000, 'en', true))).toBe('+SAR 50.00');
    expect(plain(formatSar(-5_000, 'en', true))).toBe('-SAR 50.00');
    expect(plain(formatSar(0, 'en', true))).toBe('SAR 0.00');
  });
});
