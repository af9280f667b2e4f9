// Expiry dates are calendar days in Riyadh (UTC+3, no daylight saving): access lasts to the end of that day.
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** '2025-01-20' → 2025-01-20T21:00:00Z, the first instant after that day in Riyadh. */
export function expiresAtFromDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1) - RIYADH_OFFSET_MS);
}

/** The inverse: the last Riyadh day of access. */
export function dateFromExpiresAt(expiresAt: Date): string {
  return new Date(expiresAt.getTime() + RIYADH_OFFSET_MS - 1).toISOString().slice(0, 10);
}
