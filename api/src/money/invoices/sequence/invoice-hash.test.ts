import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './invoice-hash';
import { FIRST_PREVIOUS_HASH } from './seller-sequence';

describe('the invoice hash', () => {
  it('serialises one text per value: keys sorted at every level, no white space, UTF-8 kept', () => {
    const a = { total: 1150, seller: { name: 'شركة', vat: '310452789600003' }, lines: [{ b: 1, a: 2 }] };
    const b = { lines: [{ a: 2, b: 1 }], seller: { vat: '310452789600003', name: 'شركة' }, total: 1150 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe(
      '{"lines":[{"a":2,"b":1}],"seller":{"name":"شركة","vat":"310452789600003"},"total":1150}',
    );
    expect(() => canonicalJson({ missing: undefined })).toThrow(/no JSON form/);
  });

  it('starts each unit\'s chain at ZATCA\'s seed, base64 of the hexadecimal SHA-256 of "0"', () => {
    const hex = createHash('sha256').update('0').digest('hex');
    expect(FIRST_PREVIOUS_HASH).toBe(Buffer.from(hex).toString('base64'));
  });
});
