// Amounts in the UBL XML (issue 31.3): the portal keeps integer halalas; ZATCA wants SAR with at most two decimals
// (BR-KSA-DEC-*, BR-DEC-*). Written with exactly two, from the integer, so no floating-point rounding ever reaches
// the document.

/** 123456 halalas → "1234.56"; amounts on ZATCA documents are never negative (BR-KSA-F-04). */
export function sar(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new Error(`not a non-negative halala amount: ${halalas}`);
  return `${Math.trunc(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
}

/** VAT rate in basis points (1500) → "15.00" (BR-KSA-DEC-02: two decimals at most). */
export function percent(basisPoints: number): string {
  return sar(basisPoints);
}
