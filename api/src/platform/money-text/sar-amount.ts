/**
 * Integer halalas as a SAR decimal string with two places ("115.00", "-0.50"), by integer arithmetic only:
 * the ZATCA QR and the invoice PDF print this text, so no float may round it (DOMAIN.md §1).
 */
export function sarAmount(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`Not an integer amount of halalas: ${halalas}`);
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  const rest = absolute % 100;
  // Exact: (absolute - rest) is a multiple of 100.
  const riyals = (absolute - rest) / 100;
  return `${sign}${riyals}.${String(rest).padStart(2, '0')}`;
}

/** The same with thousands separators for reading ("1,150.00"); the QR keeps the plain form. */
export function sarAmountGrouped(halalas: number): string {
  const [whole = '', fraction = ''] = sarAmount(halalas).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
