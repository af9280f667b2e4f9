import { describe, expect, it } from 'vitest';
import { limitTextToHalalas } from './limit-text';

describe('credit limit typed in riyals', () => {
  it('reads riyals with up to two decimals as integer halalas, Arabic digits too', () => {
    expect(limitTextToHalalas('7500')).toBe(750_000);
    expect(limitTextToHalalas(' 5000.5 ')).toBe(500_050);
    expect(limitTextToHalalas('0')).toBe(0);
    expect(limitTextToHalalas('١٢٥٠٫٢٥')).toBe(125_025);
    expect(limitTextToHalalas('5000,5')).toBe(500_050); // the French decimal comma
  });

  it('refuses what is not a plain amount, or above the contract bound', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3']) expect(limitTextToHalalas(text), text).toBeNull();
    expect(limitTextToHalalas('10000000')).toBe(1_000_000_000);
    expect(limitTextToHalalas('10000000.01')).toBeNull();
  });
});
