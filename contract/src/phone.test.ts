import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizeSaudiPhone, phoneSchema } from './phone';

describe('normalizeSaudiPhone', () => {
  it.each([
    ['0501234567', '+966501234567'],
    ['501234567', '+966501234567'],
    ['966501234567', '+966501234567'],
    ['+966501234567', '+966501234567'],
    ['00966501234567', '+966501234567'],
    [' 050 123 4567 ', '+966501234567'],
    ['+966-50-123-4567', '+966501234567'],
    ['(050) 123.4567', '+966501234567'],
    ['0591234567', '+966591234567'],
  ])('accepts %s', (input, expected) => {
    expect(normalizeSaudiPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '0401234567', // landline-like prefix
    '050123456', // too short
    '05012345678', // too long
    '+971501234567', // another country
    '+1 5012345678',
    '9665012345',
    '05O1234567', // letter O
    '+9660501234567',
    '0096650123456',
    '++966501234567',
  ])('rejects %s', (input) => {
    expect(normalizeSaudiPhone(input)).toBeNull();
  });
});

describe('phoneSchema', () => {
  it('outputs E.164', () => {
    expect(v.parse(phoneSchema, '05 0123 4567')).toBe('+966501234567');
  });
  it('reports message keys', () => {
    expect(v.safeParse(phoneSchema, '').issues?.[0]?.message).toBe('validation.phone_required');
    expect(v.safeParse(phoneSchema, '123').issues?.[0]?.message).toBe('validation.phone_invalid');
    expect(v.safeParse(phoneSchema, 5).issues?.[0]?.message).toBe('validation.phone_required');
  });
});
