import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { companyShiftFieldsSchema } from '../company-terms';
import { shiftRule, shiftStretches } from './company-hours';
import { generateTimeSlots, generateWorkingHours, minutesOf, type ProviderSchedule } from './time-slots';

// The slot rule of a company's service shifts (ADR 0072): inside the hours the shifts cover on the weekday, shifts
// that touch joined; no shifts, no rule.

const SUNDAY = '2026-11-29';
const MONDAY = '2026-11-30';
const longBefore = new Date('2026-11-01T00:00:00Z');
const provider: ProviderSchedule = { provider_id: 'a', working_hours: generateWorkingHours() };
const at = (time: string) => minutesOf(time);

const slots = (date: string, minutes: number, allowed = shiftRule([])) =>
  generateTimeSlots({
    date,
    minutes,
    providers: [provider],
    bookings: [],
    now: longBefore,
    ...(allowed ? { allowed } : {}),
  });

describe('the company shifts rule', () => {
  it('is no rule without shifts: every slot of the providers stays', () => {
    expect(shiftRule([])).toBeUndefined();
    // 08:00–13:00 in the morning, 14:00–21:00 in the evening, every half hour.
    const all = slots(SUNDAY, 60).map((slot) => slot.start);
    expect(all).toHaveLength(11 + 15);
    expect([all[0], all.at(-1)]).toEqual(['08:00', '21:00']);
  });

  it('keeps to the weekdays and hours of the shifts, a visit wholly inside', () => {
    const rule = shiftRule([{ weekdays: [0, 2], start: '09:00', end: '12:00' }])!;
    expect(rule(SUNDAY, at('09:00'), at('10:00'))).toBe(true);
    expect(rule(SUNDAY, at('11:00'), at('12:00'))).toBe(true);
    expect(rule(SUNDAY, at('11:30'), at('12:30'))).toBe(false);
    expect(rule(SUNDAY, at('08:30'), at('09:30'))).toBe(false);
    expect(rule(MONDAY, at('09:00'), at('10:00'))).toBe(false);
    const offered = slots(SUNDAY, 60, rule).map((slot) => slot.start);
    expect(offered).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(slots(MONDAY, 60, rule)).toEqual([]);
  });

  it('joins shifts that touch or overlap on a day, not those with a gap', () => {
    const shifts = [
      { weekdays: [0], start: '16:00', end: '22:00' },
      { weekdays: [0, 1], start: '08:00', end: '16:00' },
      { weekdays: [1], start: '17:00', end: '20:00' },
    ];
    expect(shiftStretches(shifts).get(0)).toEqual([[at('08:00'), at('22:00')]]);
    expect(shiftStretches(shifts).get(1)).toEqual([
      [at('08:00'), at('16:00')],
      [at('17:00'), at('20:00')],
    ]);
    const rule = shiftRule(shifts)!;
    expect(rule(SUNDAY, at('15:30'), at('16:30'))).toBe(true);
    expect(rule(MONDAY, at('15:30'), at('16:30'))).toBe(false);
    expect(rule(MONDAY, at('17:00'), at('18:00'))).toBe(true);
    // The order shifts (morning 08–14, evening 14–22) still bound a slot: nothing crosses 14:00.
    expect(slots(SUNDAY, 60, rule).map((slot) => slot.start)).not.toContain('13:30');
  });
});

describe('a shift as ops enter it', () => {
  const shift = {
    name_ar: 'صباحية',
    name_en: 'Morning',
    name_fr: 'Matin',
    weekdays: [0, 1],
    start: '08:00',
    end: '14:00',
  };
  const errorsOf = (input: unknown) => {
    const result = v.safeParse(companyShiftFieldsSchema, input, { abortPipeEarly: true });
    return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
  };

  it('ends after it starts, on real weekdays given once, with hours as HH:MM', () => {
    expect(errorsOf(shift)).toEqual([]);
    expect(errorsOf({ ...shift, end: '08:00' })).toEqual(['end: validation.time_after']);
    expect(errorsOf({ ...shift, weekdays: [] })).toEqual(['weekdays: validation.required']);
    expect(errorsOf({ ...shift, weekdays: [1, 1] })).toEqual(['weekdays: validation.invalid']);
    expect(errorsOf({ ...shift, weekdays: [7] })[0]).toMatch(/^weekdays\.0: validation\.between/);
    expect(errorsOf({ ...shift, start: '24:00' })).toEqual(['start: validation.invalid']);
  });
});
