// Calendar days in Riyadh (UTC+3 all year, no daylight saving): package dates, offer validity, quotation expiry.

const RIYADH_OFFSET_MS = 3 * 3600 * 1000;

/** `YYYY-MM-DD` of the Riyadh day an instant falls in. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole months (day clamped to the month's end: 01-31 + 1 month → 02-28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus days. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
