import * as v from 'valibot';
import { messageKey } from '../messages';
import { ORDER_SHIFTS } from './order-vocabulary';

// The wire shapes of ./time-slots: the slots answer of company/timeslots/generate and the working hours of
// public/providers/workingHours/generate.

export const timeSlotSchema = v.object({
  date: v.string(),
  start: v.string(),
  end: v.string(),
  shift: v.picklist(ORDER_SHIFTS),
  starts_at: v.string(),
  ends_at: v.string(),
  /** How many providers could take it (their ids stay on the server). */
  available: v.number(),
});
export type TimeSlotOption = v.InferOutput<typeof timeSlotSchema>;

export const timeSlotsSchema = v.object({
  date: v.string(),
  /** On-site minutes the services need (visitMinutes). */
  minutes: v.number(),
  slots: v.array(timeSlotSchema),
});
export type TimeSlots = v.InferOutput<typeof timeSlotsSchema>;

const weekdayField = v.pipe(
  v.number(messageKey('validation.number')),
  v.integer(messageKey('validation.integer')),
  v.minValue(0, messageKey('validation.between', { min: 0, max: 6 })),
  v.maxValue(6, messageKey('validation.between', { min: 0, max: 6 })),
);

/** POST public/providers/workingHours/generate: weekly hours from weekdays and shifts (defaults: Sat–Thu, both). */
export const workingHoursGenerateBodySchema = v.object({
  weekdays: v.optional(v.array(weekdayField)),
  shifts: v.optional(v.array(v.picklist(ORDER_SHIFTS, messageKey('validation.invalid')))),
});
export type WorkingHoursGenerateBody = v.InferInput<typeof workingHoursGenerateBodySchema>;

export const workingHoursSchema = v.array(v.object({ weekday: v.number(), start: v.string(), end: v.string() }));
