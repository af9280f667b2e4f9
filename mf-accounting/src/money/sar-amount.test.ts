import { MAX_RECHARGE_HALALAS, MIN_RECHARGE_HALALAS } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { checkRechargeAmount, normaliseDigits, sarTextToHalalas } from './sar-amount';

describe('riyals typed → integer halalas', () => {
  it.each([
    ['250', 25_000],
    ['250.5', 25_050],
    ['250.05', 25_005],
    ['0.01', 1],
    [' 1000 ', 100_000],
    ['1 000', 100_000],
    // Float arithmetic would give 1914.9999…: the text is read digit by digit instead.
    ['19.15', 1_915],
    ['٢٥٠٫٥٠', 25_050],
    ['۱۲۳', 12_300],
    ['12,5', 1_250],
  ])('%s → %i', (text, halalas) => {
    expect(sarTextToHalalas(text)).toBe(halalas);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '.5', '5.', '1.2.3'])('refuses %j', (text) => {
    expect(sarTextToHalalas(text)).toBeNull();
  });

  it('maps Arabic-Indic digits and separators to ASCII', () => {
    expect(normaliseDigits('١٬٢٣٤٫٥٠')).toBe('1234.50');
  });
});

describe('the recharge amount rule (same bounds as the contract the API validates with)', () => {
  it('requires an amount', () => {
    expect(checkRechargeAmount('  ')).toEqual({ ok: false, error: 'required' });
  });

  it('refuses a third decimal (no fraction of a halala)', () => {
    expect(checkRechargeAmount('10.001')).toEqual({ ok: false, error: 'invalid' });
  });

  it('accepts the bounds and refuses one halala beyond them', () => {
    const sar = (halalas: number) => (halalas / 100).toFixed(2);
    expect(checkRechargeAmount(sar(MIN_RECHARGE_HALALAS))).toEqual({ ok: true, halalas: MIN_RECHARGE_HALALAS });
    expect(checkRechargeAmount(sar(MAX_RECHARGE_HALALAS))).toEqual({ ok: true, halalas: MAX_RECHARGE_HALALAS });
    expect(checkRechargeAmount(sar(MIN_RECHARGE_HALALAS - 1))).toEqual({ ok: false, error: 'range' });
    expect(checkRechargeAmount(sar(MAX_RECHARGE_HALALAS + 1))).toEqual({ ok: false, error: 'range' });
    expect(checkRechargeAmount('0')).toEqual({ ok: false, error: 'range' });
  });
});
