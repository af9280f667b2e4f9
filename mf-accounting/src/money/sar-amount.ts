import {
  HALALAS_PER_SAR,
  MAX_RECHARGE_HALALAS,
  MIN_RECHARGE_HALALAS,
  normalizeNumberText,
} from '@portal/shared/contract';

// The amount a user types is riyals (e.g. "250.50"); the wire carries integer halalas (DOMAIN.md §1).
// Parsing works on the text, digit by digit, so no float ever rounds a halala away.

export type AmountCheck = { ok: true; halalas: number } | { ok: false; error: 'required' | 'invalid' | 'range' };

/**
 * Arabic keyboards type ٠-٩ (or ۰-۹) and the Arabic decimal separator ٫ (the contract's number reading, spec §5);
 * an amount may also carry spaces and the Arabic thousands separator ٬. The API wants ASCII.
 */
export function normaliseDigits(text: string): string {
  return normalizeNumberText(text).replace(/[\s٬]/g, '');
}

/** "250.5" → 25050 halalas; null when it is not a plain positive amount with at most two decimals. */
export function sarTextToHalalas(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(normaliseDigits(text.trim()));
  if (!match) return null;
  const riyals = Number(match[1]);
  const halalas = Number((match[2] ?? '').padEnd(2, '0'));
  return riyals * HALALAS_PER_SAR + halalas;
}

/** The recharge amount rule of the contract (the API checks the same): required, two decimals, within bounds. */
export function checkRechargeAmount(text: string, min = MIN_RECHARGE_HALALAS, max = MAX_RECHARGE_HALALAS): AmountCheck {
  if (!text.trim()) return { ok: false, error: 'required' };
  const halalas = sarTextToHalalas(text);
  if (halalas === null) return { ok: false, error: 'invalid' };
  if (halalas < min || halalas > max) return { ok: false, error: 'range' };
  return { ok: true, halalas };
}
