import type { ServiceUnit } from '../catalog';
import { ORDER_SHIFTS, type OrderShift } from './order-vocabulary';

// Time slots of a visit (spec §7 company/timeslots/generate, public/providers/workingHours/generate): computed
// from the providers' weekly working hours and their existing bookings, so a slot is offered only while at least
// one provider is free for its whole length (no double booking; the API re-checks `isProviderFree` under a row
// lock when it books). Pure: the caller passes `now`. All wall-clock times are Riyadh time (UTC+3, no daylight
// saving), instants are ISO strings in UTC.

export const RIYADH_UTC_OFFSET_MINUTES = 180;
/** The two shifts of spec §3 Order, Riyadh time; a slot lies wholly inside one. */
export const SHIFT_HOURS: Record<OrderShift, { start: string; end: string }> = {
  morning: { start: '08:00', end: '14:00' },
  evening: { start: '14:00', end: '22:00' },
};
/** Slots start every 30 minutes and their length is rounded up to it. */
export const SLOT_STEP_MINUTES = 30;
/** The earliest slot offered is this far from now (a provider must be found and travel). */
export const MIN_LEAD_MINUTES = 120;
/** Travel time kept free between two bookings of the same provider. */
export const BOOKING_BUFFER_MINUTES = 30;
/** Orders are booked at most this many days ahead. */
export const MAX_BOOKING_DAYS = 60;
/** Saudi working week: Saturday to Thursday (0 = Sunday … 6 = Saturday). */
export const DEFAULT_WORKING_WEEKDAYS = [6, 0, 1, 2, 3, 4] as const;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** One working interval of a provider on a weekday, `HH:MM` Riyadh time, end exclusive. */
export type WorkingHours = { weekday: Weekday; start: string; end: string };
export type ProviderSchedule = { provider_id: string; working_hours: readonly WorkingHours[] };
/** A visit a provider already has (any non-final order), as UTC instants. */
export type Booking = { provider_id: string; starts_at: string; ends_at: string };

export type TimeSlot = {
  /** `YYYY-MM-DD`, Riyadh. */
  date: string;
  /** `HH:MM`, Riyadh. */
  start: string;
  end: string;
  shift: OrderShift;
  starts_at: string;
  ends_at: string;
  /** Providers free for the whole slot, by id. */
  provider_ids: string[];
};

/** How long one service line takes on site: setup + ⌈quantity / units_per_step⌉ × step_minutes. */
export type ServiceDuration = { setup_minutes: number; step_minutes: number; units_per_step: number };
/** Durations by catalog unit (the catalog has no duration per service yet; see docs/decisions/0010). */
export const SERVICE_DURATIONS: Record<ServiceUnit, ServiceDuration> = {
  visit: { setup_minutes: 0, step_minutes: 60, units_per_step: 1 },
  hour: { setup_minutes: 0, step_minutes: 60, units_per_step: 1 },
  unit: { setup_minutes: 15, step_minutes: 30, units_per_step: 1 },
  sqm: { setup_minutes: 30, step_minutes: 15, units_per_step: 50 },
};

/** `HH:MM` → minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight → `HH:MM`. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The UTC instant of a Riyadh wall-clock time on a Riyadh date. */
export function riyadhInstant(date: string, minutes: number): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 0, minutes - RIYADH_UTC_OFFSET_MINUTES));
}

/** The weekday of a `YYYY-MM-DD` date (0 = Sunday). */
export function weekdayOf(date: string): Weekday {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday;
}

/** Today's date in Riyadh at `now`. */
export function riyadhDate(now: Date): string {
  return new Date(now.getTime() + RIYADH_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The shift a slot [start, end) lies wholly in, or null when it crosses shifts or lies outside them. */
export function shiftOf(startMinutes: number, endMinutes: number): OrderShift | null {
  return (
    ORDER_SHIFTS.find(
      (shift) => startMinutes >= minutesOf(SHIFT_HOURS[shift].start) && endMinutes <= minutesOf(SHIFT_HOURS[shift].end),
    ) ?? null
  );
}

/** On-site minutes of a visit: Σ line durations, rounded up to the slot step, at least one step. */
export function visitMinutes(lines: readonly { unit: ServiceUnit; quantity: number }[]): number {
  const total = lines.reduce((sum, line) => {
    const duration = SERVICE_DURATIONS[line.unit];
    return sum + duration.setup_minutes + Math.ceil(line.quantity / duration.units_per_step) * duration.step_minutes;
  }, 0);
  return Math.max(SLOT_STEP_MINUTES, Math.ceil(total / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES);
}

/** Weekly working hours from weekdays and shifts (adjacent shifts merge into one interval). */
export function generateWorkingHours(
  weekdays: readonly Weekday[] = DEFAULT_WORKING_WEEKDAYS,
  shifts: readonly OrderShift[] = ORDER_SHIFTS,
): WorkingHours[] {
  const intervals = ORDER_SHIFTS.filter((shift) => shifts.includes(shift))
    .map((shift) => ({ start: SHIFT_HOURS[shift].start, end: SHIFT_HOURS[shift].end }))
    .reduce<{ start: string; end: string }[]>((merged, next) => {
      const last = merged[merged.length - 1];
      if (last && last.end === next.start) last.end = next.end;
      else merged.push({ ...next });
      return merged;
    }, []);
  return [...new Set(weekdays)]
    .sort((a, b) => a - b)
    .flatMap((weekday) => intervals.map((interval) => ({ weekday, ...interval })));
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/**
 * Whether a provider works the whole of [start, start + minutes) on that date and has no booking within it, or
 * within BOOKING_BUFFER_MINUTES of it (travel between two branches).
 */
export function isProviderFree(
  provider: ProviderSchedule,
  date: string,
  startMinutes: number,
  minutes: number,
  bookings: readonly Booking[],
): boolean {
  const weekday = weekdayOf(date);
  const endMinutes = startMinutes + minutes;
  const works = provider.working_hours.some(
    (hours) =>
      hours.weekday === weekday && minutesOf(hours.start) <= startMinutes && endMinutes <= minutesOf(hours.end),
  );
  if (!works) return false;
  const buffer = BOOKING_BUFFER_MINUTES * 60_000;
  const from = riyadhInstant(date, startMinutes).getTime() - buffer;
  const to = riyadhInstant(date, endMinutes).getTime() + buffer;
  return !bookings.some(
    (booking) =>
      booking.provider_id === provider.provider_id &&
      overlaps(from, to, Date.parse(booking.starts_at), Date.parse(booking.ends_at)),
  );
}

export type TimeSlotRequest = {
  date: string;
  /** On-site minutes (`visitMinutes`). */
  minutes: number;
  providers: readonly ProviderSchedule[];
  bookings: readonly Booking[];
  now: Date;
  /** Only this shift; both when absent. */
  shift?: OrderShift;
  lead_minutes?: number;
  /** The company's own rule (its service shifts, ./company-hours); any slot when absent. */
  allowed?: (date: string, startMinutes: number, endMinutes: number) => boolean;
};

/** The slots of a day that at least one provider can take, in time order. */
export function generateTimeSlots(request: TimeSlotRequest): TimeSlot[] {
  const earliest = request.now.getTime() + (request.lead_minutes ?? MIN_LEAD_MINUTES) * 60_000;
  const shifts = request.shift ? [request.shift] : ORDER_SHIFTS;
  return shifts.flatMap((shift) => {
    const slots: TimeSlot[] = [];
    const shiftEnd = minutesOf(SHIFT_HOURS[shift].end);
    for (
      let start = minutesOf(SHIFT_HOURS[shift].start);
      start + request.minutes <= shiftEnd;
      start += SLOT_STEP_MINUTES
    ) {
      const startsAt = riyadhInstant(request.date, start);
      if (startsAt.getTime() < earliest) continue;
      if (request.allowed && !request.allowed(request.date, start, start + request.minutes)) continue;
      const free = request.providers.filter((provider) =>
        isProviderFree(provider, request.date, start, request.minutes, request.bookings),
      );
      if (free.length === 0) continue;
      slots.push({
        date: request.date,
        start: timeOf(start),
        end: timeOf(start + request.minutes),
        shift,
        starts_at: startsAt.toISOString(),
        ends_at: riyadhInstant(request.date, start + request.minutes).toISOString(),
        provider_ids: free.map((provider) => provider.provider_id).sort(),
      });
    }
    return slots;
  });
}

/** The provider to book in a slot: the one with the fewest bookings that day, then by id (stable, fair). */
export function pickProvider(slot: TimeSlot, bookings: readonly Booking[]): string | null {
  const dayStart = riyadhInstant(slot.date, 0).getTime();
  const dayEnd = dayStart + 24 * 60 * 60_000;
  const load = (providerId: string) =>
    bookings.filter((booking) => {
      const at = Date.parse(booking.starts_at);
      return booking.provider_id === providerId && at >= dayStart && at < dayEnd;
    }).length;
  const ranked = [...slot.provider_ids].sort((a, b) => load(a) - load(b) || a.localeCompare(b));
  return ranked[0] ?? null;
}
