import { riyadhDate } from '@portal/shared/contract';

// The board's day: today in Riyadh unless the URL says otherwise; the picker steps a day at a time.

const DAY_MS = 86_400_000;

export const todayInRiyadh = (now = new Date()) => riyadhDate(now);

/** `YYYY-MM-DD` moved by whole days (noon UTC keeps it clear of any offset). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const isDay = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));
