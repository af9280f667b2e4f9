import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  messageKey,
  parseMessageKey,
  validationMessagesAr,
  validationMessagesEn,
  validationMessagesFr,
} from './messages';
import { sarBoundText } from './money';
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

describe('sarBoundText (SAR bounds without Intl at start)', () => {
  const intl = (halalas: number) => (halalas / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  const samples = [0, 1, 5, 10, 50, 99, 100, 105, 150, 1_234, 99_999, 100_000, 123_456_789, 100_000_000, 1_000_000_000];

  it('writes what toLocaleString en-US wrote, negatives included', () => {
    for (const halalas of [...samples, ...samples.map((n) => -n).filter((n) => n !== 0)]) {
      expect(sarBoundText(halalas), String(halalas)).toBe(intl(halalas));
    }
    expect(sarBoundText(100_000_000)).toBe('1,000,000');
    expect(sarBoundText(1_250)).toBe('12.5');
    expect(sarBoundText(5)).toBe('0.05');
    // Exact where the division by 100 in floating point was not (Intl gave …409.9).
    expect(sarBoundText(2 ** 53 - 1)).toBe('90,071,992,547,409.91');
  });

  it('gives the same range message in ar, en and fr as before', () => {
    const render = (template: string, halalasMin: number, halalasMax: number, format: (n: number) => string) => {
      const { params } = parseMessageKey(
        messageKey('validation.amount_range', { min: format(halalasMin), max: format(halalasMax) }),
      );
      return template.replace('{{min}}', params.min ?? '').replace('{{max}}', params.max ?? '');
    };
    for (const messages of [validationMessagesAr, validationMessagesEn, validationMessagesFr]) {
      const template = messages['validation.amount_range'];
      for (const [min, max] of [
        [100, 100_000_000],
        [1, 1_000_000_000],
        [1_250, 123_456_789],
      ] as const) {
        expect(render(template, min, max, sarBoundText)).toBe(render(template, min, max, intl));
      }
    }
    expect(render(validationMessagesAr['validation.amount_range'], 100, 100_000_000, sarBoundText)).toBe(
      'أدخل مبلغًا بين 1 و 1,000,000 ريال',
    );
  });

  it('refuses a fraction of a halala', () => {
    expect(() => sarBoundText(1.5)).toThrow(RangeError);
  });
});
