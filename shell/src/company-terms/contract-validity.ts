import { riyadhDate } from '@portal/shared/contract';

// Where a contract stands today (Riyadh): not started yet, running (until the end of `valid_to`), or expired; with
// the whole days to its start or its last day. "Soon" is the last month, when the page warns.

type Validity =
  | { state: 'upcoming'; days: number }
  | { state: 'active'; days: number; soon: boolean }
  | { state: 'expired' };

const DAY_MS = 86_400_000;
const SOON_DAYS = 30;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export function contractValidity(validFrom: string, validTo: string, now: Date): Validity {
  const today = riyadhDate(now);
  if (today < validFrom) return { state: 'upcoming', days: daysBetween(today, validFrom) };
  if (today > validTo) return { state: 'expired' };
  const days = daysBetween(today, validTo);
  return { state: 'active', days, soon: days <= SOON_DAYS };
}
