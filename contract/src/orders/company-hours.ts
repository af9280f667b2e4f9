import { minutesOf, weekdayOf } from './time-slots';

// The slot rule of a company's service shifts (issue 32.1, ADR 0072): a company with shifts is offered, and may book,
// only visits that lie wholly inside the hours its shifts cover on that weekday; shifts that touch or overlap on a
// day join into one stretch (08:00–16:00 and 16:00–22:00 allow 15:30–16:30). A company without shifts: any time the
// providers work, as before. Pure; wall-clock times are Riyadh time like the rest of ./time-slots.

/** What the rule needs of a shift: its weekdays (0 = Sunday) and `HH:MM` hours, end exclusive. */
export type ShiftHours = { weekdays: readonly number[]; start: string; end: string };

/** Whether a visit on `date` from `startMinutes` to `endMinutes` (after midnight) may be booked. */
export type SlotAllowed = (date: string, startMinutes: number, endMinutes: number) => boolean;

/** The stretches each weekday's shifts cover, as [from, to) minutes, joined where they touch or overlap. */
export function shiftStretches(shifts: readonly ShiftHours[]): Map<number, [number, number][]> {
  const byDay = new Map<number, [number, number][]>();
  for (const shift of shifts) {
    for (const weekday of shift.weekdays) {
      const day = byDay.get(weekday) ?? [];
      day.push([minutesOf(shift.start), minutesOf(shift.end)]);
      byDay.set(weekday, day);
    }
  }
  for (const [weekday, stretches] of byDay) {
    const joined: [number, number][] = [];
    for (const [from, to] of stretches.sort((a, b) => a[0] - b[0])) {
      const last = joined[joined.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else joined.push([from, to]);
    }
    byDay.set(weekday, joined);
  }
  return byDay;
}

/** The rule of a company's shifts; undefined (no rule) when it has none. */
export function shiftRule(shifts: readonly ShiftHours[]): SlotAllowed | undefined {
  if (shifts.length === 0) return undefined;
  const stretches = shiftStretches(shifts);
  return (date, startMinutes, endMinutes) =>
    (stretches.get(weekdayOf(date)) ?? []).some(([from, to]) => from <= startMinutes && endMinutes <= to);
}
