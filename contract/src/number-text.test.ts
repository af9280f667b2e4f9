import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { branchBodySchema } from './branches';
import { normalizeNumberText, parseNumberText } from './number-text';

const NUMBER = 'validation.number';
const INTEGER = 'validation.integer';
const between = (min: number, max: number) => `validation.between?min=${min}&max=${max}`;

describe('number text (spec §5)', () => {
  it('reads digits, an optional minus and one decimal point', () => {
    expect(parseNumberText('42')).toEqual({ value: 42, error: null });
    expect(parseNumberText('-3')).toEqual({ value: -3, error: null });
    expect(parseNumberText('2.5')).toEqual({ value: 2.5, error: null });
    expect(parseNumberText(' 12 ')).toEqual({ value: 12, error: null });
    // Half-typed numbers stand for what they already say.
    expect(parseNumberText('5.')).toEqual({ value: 5, error: null });
    expect(parseNumberText('.5')).toEqual({ value: 0.5, error: null });
  });

  it('treats an empty field as no value, without a message', () => {
    expect(parseNumberText('')).toEqual({ value: null, error: null });
    expect(parseNumberText('   ')).toEqual({ value: null, error: null });
  });

  it('refuses what is not a plain number instead of dropping characters ("1e5" is not 15)', () => {
    for (const text of [
      '1e5',
      'abc',
      '12a',
      '1.2.3',
      '3,5,1',
      '99,999,999,999',
      '--3',
      '3-',
      '+3',
      '-',
      '.',
      'Infinity',
      '0x10',
    ])
      expect(parseNumberText(text), text).toEqual({ value: null, error: NUMBER });
  });

  it('reads a comma and the Arabic decimal separator as the decimal point ("3,5" is 3.5, not 35)', () => {
    expect(parseNumberText('3,5')).toEqual({ value: 3.5, error: null });
    expect(parseNumberText('3٫5')).toEqual({ value: 3.5, error: null });
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(parseNumberText('١٢٣')).toEqual({ value: 123, error: null });
    expect(parseNumberText('٢٫٥')).toEqual({ value: 2.5, error: null });
    expect(parseNumberText('۴۵۶')).toEqual({ value: 456, error: null });
    expect(parseNumberText('-٧')).toEqual({ value: -7, error: null });
    expect(normalizeNumberText('\u200F٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeNumberText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('says "must be an integer" for a fraction in an integer field ("2.5" floors is not 25)', () => {
    expect(parseNumberText('2.5', { integer: true, min: 0, max: 200 })).toEqual({ value: 2.5, error: INTEGER });
    expect(parseNumberText('3', { integer: true, min: 0, max: 200 })).toEqual({ value: 3, error: null });
  });

  it('refuses a number out of range with the range, never clamping it', () => {
    expect(parseNumberText('-3', { min: 0, max: 200 })).toEqual({ value: -3, error: between(0, 200) });
    expect(parseNumberText('99999999999', { min: 0, max: 1_000_000 })).toEqual({
      value: 99_999_999_999,
      error: between(0, 1_000_000),
    });
    expect(parseNumberText('0', { min: 0, max: 200 })).toEqual({ value: 0, error: null });
    expect(parseNumberText('200', { min: 0, max: 200 })).toEqual({ value: 200, error: null });
  });

  it('gives the same message as the contract schema for the same value', () => {
    const id = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const body = { name: 'A', code: 'A-1', property_type_id: id, city_id: id, area_id: id };
    const floors = parseNumberText('2.5', { integer: true, min: 0, max: 200 });
    const result = v.safeParse(branchBodySchema, { ...body, floors: floors.value });
    expect(result.issues?.map((issue) => issue.message)).toEqual([floors.error]);
  });
});
