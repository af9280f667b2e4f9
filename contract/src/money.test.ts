import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cardRechargeBodySchema } from './payments';
import { transferFieldsSchema } from './temp-transactions';

describe('recharge amounts (integer halalas)', () => {
  const amount = (value: unknown) => v.safeParse(cardRechargeBodySchema, { amount: value });
  const message = (value: unknown) => amount(value).issues?.[0]?.message;

  it('accepts whole halalas between 1 SAR and 1,000,000 SAR', () => {
    expect(amount(100).success).toBe(true);
    expect(amount(100_000_000).success).toBe(true);
  });

  it('refuses 0, negatives, fractions of a halala, text and amounts above the maximum', () => {
    expect(message(0)).toBe('validation.amount_range?min=1&max=1%2C000%2C000');
    expect(message(-500)).toMatch(/^validation\.amount_range/);
    expect(message(100.5)).toBe('validation.amount_halalas');
    expect(message('100')).toBe('validation.number');
    expect(message(100_000_001)).toMatch(/^validation\.amount_range/);
    expect(message(Number.NaN)).toBe('validation.number');
  });

  it('reads the multipart text field the same way', () => {
    expect(v.safeParse(transferFieldsSchema, { amount: '2500' }).output).toMatchObject({ amount: 2500 });
    expect(v.safeParse(transferFieldsSchema, { amount: '12.5' }).issues?.[0]?.message).toBe(
      'validation.amount_halalas',
    );
    expect(v.safeParse(transferFieldsSchema, { amount: 'abc' }).success).toBe(false);
  });
});
