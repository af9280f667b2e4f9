import { HALALAS_PER_SAR, MAX_CREDIT_LIMIT_HALALAS, normalizeNumberText } from '@portal/shared/contract';

// The credit limit ops type is riyals ("5000", "5000.50", Arabic digits too); the wire carries integer halalas.
// Read digit by digit, so no float rounds a halala away.

/** "5000.5" → 500050 halalas; null when not a plain amount with at most two decimals within the contract's bound. */
export function limitTextToHalalas(text: string): number | null {
  const plain = normalizeNumberText(text.trim()).replace(/[\s٬]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const halalas = Number(match[1]) * HALALAS_PER_SAR + Number((match[2] ?? '').padEnd(2, '0'));
  return halalas <= MAX_CREDIT_LIMIT_HALALAS ? halalas : null;
}
