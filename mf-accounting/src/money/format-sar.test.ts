import { describe, expect, it } from 'vitest';
import { formatSar } from './format-sar';

// Intl output contains direction marks and (in French) narrow no-break spaces: compare without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('halalas formatted as SAR per language', () => {
  it('English: SAR with two decimals and grouping', () => {
    expect(plain(formatSar(123_450, 'en'))).toBe('SAR 1,234.50');
  });

  it('Arabic: Arabic-Indic digits and ر.س', () => {
    const text = plain(formatSar(123_450, 'ar'));
    expect(text).toContain('١٬٢٣٤٫٥٠');
    expect(text).toContain('ر.س');
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
