import { HALALAS_PER_SAR, MAX_RECHARGE_HALALAS, MIN_RECHARGE_HALALAS } from '@portal/shared/contract';

// The amount a user types is riyals (e.g. "250.50"); the wire carries integer halalas (DOMAIN.md §1).
// Parsing works on the text, digit by digit, so no float ever rounds a halala away.

export type AmountCheck = { ok: true; halalas: number } | { ok: false; error: 'required' | 'invalid' | 'range' };

const ARABIC_INDIC = /[٠-٩]/g;
const EXTENDED_ARABIC_INDIC = /[۰-۹]/g;

/** Arabic keyboards type ٠-٩ (or ۰-۹) and the Arabic decimal separator ٫; the API wants ASCII. */
export function normaliseDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٫,]/g, '.')
    .replace(/[\s٬]/g, '');
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
