// The dashboard's year is a Riyadh calendar year (UTC+3 all year, no daylight saving): its bounds as instants, so
// the orders' (company_id, created_at) index answers the range.
const RIYADH_OFFSET_MS = 3 * 3600 * 1000;

export function riyadhYear(at: Date): number {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
}

export function riyadhYearBounds(year: number): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, 0, 1) - RIYADH_OFFSET_MS),
    to: new Date(Date.UTC(year + 1, 0, 1) - RIYADH_OFFSET_MS),
  };
}

/** Twelve months from rows of (month 1–12, value); months without rows are 0. */
export function byMonth(rows: readonly { month: number; value: number }[]): number[] {
  const months = Array.from({ length: 12 }, () => 0);
  for (const row of rows) months[row.month - 1] = row.value;
  return months;
}

/** Rows of several branches summed per month (month 1–12, value). */
export function sumByMonth(rows: readonly { month: number; value: number | string }[]) {
  const totals = new Map<number, number>();
  for (const row of rows) totals.set(row.month, (totals.get(row.month) ?? 0) + Number(row.value));
  return [...totals].map(([month, value]) => ({ month, value }));
}
