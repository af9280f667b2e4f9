import type { Quotation } from '@portal/shared/contract';

/** The end of a quotation's validity: a `YYYY-MM-DD` date holds until the end of that day in Riyadh. */
export function validUntilMs(validUntil: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(validUntil)
    ? Date.parse(`${validUntil}T23:59:59.999+03:00`)
    : Date.parse(validUntil);
}

/** Whether the quotation can become a package: approved, still valid and not bought yet. */
export function canBecomePackage(quotation: Quotation, now: number): boolean {
  return quotation.status === 'approved' && validUntilMs(quotation.valid_until) >= now && !quotation.package_reference;
}
