import { describe, expect, it } from 'vitest';
import { parseClampedNumber, sanitizeNumberText } from './number-input-rules';

describe('number inputs (spec §5)', () => {
  it('keep digits, one leading minus and one decimal point', () => {
    expect(sanitizeNumberText('1a2b.3.4')).toBe('12.34');
    expect(sanitizeNumberText('-12-3')).toBe('-123');
    expect(sanitizeNumberText('--5')).toBe('-5');
    expect(sanitizeNumberText('1e5')).toBe('15');
  });

  it('read Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(sanitizeNumberText('١٢٫٥')).toBe('12.5');
  });

  it('drop the minus and the point when the field does not allow them', () => {
    expect(sanitizeNumberText('-1.5', { allowNegative: false, allowDecimal: false })).toBe('15');
  });

  it('clamp to min and max', () => {
    expect(parseClampedNumber('150', 0, 100)).toBe(100);
    expect(parseClampedNumber('-3', 0, 100)).toBe(0);
    expect(parseClampedNumber('42.5', 0, 100)).toBe(42.5);
  });

  it('treat an empty or unfinished number as no value', () => {
    for (const text of ['', '-', '.', '-.']) expect(parseClampedNumber(text, 0, 10)).toBeNull();
  });
});
