// The spending month is the Riyadh calendar month (UTC+3, no daylight saving), like the statement's days.
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface RiyadhMonth {
  /** 'YYYY-MM' */
  label: string;
  start: Date;
  end: Date;
}

export function riyadhMonth(now: Date): RiyadhMonth {
  const local = new Date(now.getTime() + RIYADH_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1) - RIYADH_OFFSET_MS);
  const end = new Date(Date.UTC(year, month + 1, 1) - RIYADH_OFFSET_MS);
  return { label: `${year}-${String(month + 1).padStart(2, '0')}`, start, end };
}
