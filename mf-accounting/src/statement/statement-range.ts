// The statement's date range: Riyadh days (UTC+3 all year), as the API counts them, kept in the URL so a
// statement can be bookmarked or shared. Checked here first so an incomplete or reversed range never calls the API.

export type StatementRange = { date_from: string; date_to: string };
export type RangeProblem = 'rangeRequired' | 'rangeOrder' | null;

const RIYADH_OFFSET_MS = 3 * 3600_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Riyadh as YYYY-MM-DD. */
export function riyadhToday(now: Date = new Date()): string {
  return new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month so far: the first of this month to today (Riyadh). */
export function defaultRange(now: Date = new Date()): StatementRange {
  const today = riyadhToday(now);
  return { date_from: `${today.slice(0, 8)}01`, date_to: today };
}

export function rangeProblem(range: { date_from: string; date_to: string }): RangeProblem {
  if (!ISO_DAY.test(range.date_from) || !ISO_DAY.test(range.date_to)) return 'rangeRequired';
  return range.date_from <= range.date_to ? null : 'rangeOrder';
}
