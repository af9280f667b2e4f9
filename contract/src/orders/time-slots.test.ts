import { describe, expect, it } from 'vitest';
import {
  type Booking,
  generateTimeSlots,
  generateWorkingHours,
  isProviderFree,
  type ProviderSchedule,
  pickProvider,
  riyadhDate,
  riyadhInstant,
  shiftOf,
  visitMinutes,
  weekdayOf,
} from './time-slots';

const SUNDAY = '2026-11-29';
const FRIDAY = '2026-11-27';
const longBefore = new Date('2026-11-01T00:00:00Z');
const a: ProviderSchedule = { provider_id: 'a', working_hours: generateWorkingHours() };
const b: ProviderSchedule = { provider_id: 'b', working_hours: generateWorkingHours() };
/** A's visit 10:00–11:00 Riyadh on Sunday = 07:00–08:00 UTC. */
const aAtTen: Booking = {
  provider_id: 'a',
  starts_at: '2026-11-29T07:00:00.000Z',
  ends_at: '2026-11-29T08:00:00.000Z',
};

const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);

describe('Riyadh time', () => {
  it('is UTC+3 all year, weekdays from the date', () => {
    expect(riyadhInstant(SUNDAY, 8 * 60).toISOString()).toBe('2026-11-29T05:00:00.000Z');
    expect(riyadhInstant(SUNDAY, 1 * 60).toISOString()).toBe('2026-11-28T22:00:00.000Z');
    expect(weekdayOf(SUNDAY)).toBe(0);
    expect(weekdayOf(FRIDAY)).toBe(5);
    expect(riyadhDate(new Date('2026-11-28T21:30:00Z'))).toBe('2026-11-29');
    expect(riyadhDate(new Date('2026-11-28T20:59:00Z'))).toBe('2026-11-28');
  });

  it('a slot belongs to the shift it lies wholly in', () => {
    expect(shiftOf(8 * 60, 9 * 60)).toBe('morning');
    expect(shiftOf(14 * 60, 22 * 60)).toBe('evening');
    expect(shiftOf(13 * 60 + 30, 14 * 60 + 30)).toBeNull();
    expect(shiftOf(7 * 60, 8 * 60)).toBeNull();
  });
});

describe('working hours', () => {
  it('default to Saturday–Thursday, both shifts merged into one interval', () => {
    const hours = generateWorkingHours();
    expect(hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(hours[0]).toEqual({ weekday: 0, start: '08:00', end: '22:00' });
    expect(generateWorkingHours([5], ['evening'])).toEqual([{ weekday: 5, start: '14:00', end: '22:00' }]);
  });
});

describe('visit length', () => {
  it('sums the services and rounds up to the 30-minute step', () => {
    expect(visitMinutes([{ unit: 'unit', quantity: 4 }])).toBe(150); // 15 + 4 × 30 = 135
    expect(visitMinutes([{ unit: 'sqm', quantity: 250 }])).toBe(120); // 30 + 5 × 15 = 105
    expect(
      visitMinutes([
        { unit: 'visit', quantity: 1 },
        { unit: 'hour', quantity: 2 },
      ]),
    ).toBe(180);
    expect(visitMinutes([])).toBe(30);
  });
});

describe('generateTimeSlots', () => {
  it('offers every 30 minutes inside each shift while the visit fits', () => {
    const slots = generateTimeSlots({ date: SUNDAY, minutes: 60, providers: [a], bookings: [], now: longBefore });
    expect(slots).toHaveLength(11 + 15); // 08:00…13:00 and 14:00…21:00
    expect(slots[0]).toEqual({
      date: SUNDAY,
      start: '08:00',
      end: '09:00',
      shift: 'morning',
      starts_at: '2026-11-29T05:00:00.000Z',
      ends_at: '2026-11-29T06:00:00.000Z',
      provider_ids: ['a'],
    });
    expect(slots.at(-1)?.start).toBe('21:00');
    const long = generateTimeSlots({
      date: SUNDAY,
      minutes: 240,
      providers: [a],
      bookings: [],
      now: longBefore,
      shift: 'morning',
    });
    expect(starts(long)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    expect(generateTimeSlots({ date: SUNDAY, minutes: 600, providers: [a], bookings: [], now: longBefore })).toEqual(
      [],
    );
  });

  it('offers nothing on a day nobody works', () => {
    expect(generateTimeSlots({ date: FRIDAY, minutes: 60, providers: [a, b], bookings: [], now: longBefore })).toEqual(
      [],
    );
  });

  it('keeps the minimum lead time', () => {
    const now = new Date('2026-11-29T06:00:00Z'); // 09:00 Riyadh → first slot 11:00
    const slots = generateTimeSlots({ date: SUNDAY, minutes: 60, providers: [a], bookings: [], now, shift: 'morning' });
    expect(starts(slots)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00']);
  });

  it('never double-books a provider: a booking and its travel buffer take the provider out', () => {
    const alone = generateTimeSlots({
      date: SUNDAY,
      minutes: 60,
      providers: [a],
      bookings: [aAtTen],
      now: longBefore,
      shift: 'morning',
    });
    // 60-minute visits starting 09:00…11:00 would touch 10:00–11:00 ± 30 minutes.
    expect(starts(alone)).toEqual(['08:00', '08:30', '11:30', '12:00', '12:30', '13:00']);
    const both = generateTimeSlots({
      date: SUNDAY,
      minutes: 60,
      providers: [a, b],
      bookings: [aAtTen],
      now: longBefore,
      shift: 'morning',
    });
    expect(both.find((slot) => slot.start === '10:00')?.provider_ids).toEqual(['b']);
    expect(both.find((slot) => slot.start === '08:00')?.provider_ids).toEqual(['a', 'b']);
  });

  it('a booked slot is gone for its provider once booked (booking then regenerating)', () => {
    const request = { date: SUNDAY, minutes: 90, providers: [a], now: longBefore, shift: 'evening' as const };
    const [first] = generateTimeSlots({ ...request, bookings: [] });
    if (!first) throw new Error('expected a slot');
    const provider = pickProvider(first, []);
    expect(provider).toBe('a');
    const booked: Booking = { provider_id: 'a', starts_at: first.starts_at, ends_at: first.ends_at };
    expect(isProviderFree(a, SUNDAY, 14 * 60, 90, [booked])).toBe(false);
    expect(starts(generateTimeSlots({ ...request, bookings: [booked] }))[0]).toBe('16:00');
  });

  it('books the provider with the fewest visits that day', () => {
    const [slot] = generateTimeSlots({
      date: SUNDAY,
      minutes: 60,
      providers: [a, b],
      bookings: [aAtTen],
      now: longBefore,
      shift: 'evening',
    });
    if (!slot) throw new Error('expected a slot');
    expect(slot.provider_ids).toEqual(['a', 'b']);
    expect(pickProvider(slot, [aAtTen])).toBe('b');
    expect(pickProvider({ ...slot, provider_ids: [] }, [])).toBeNull();
  });
});
