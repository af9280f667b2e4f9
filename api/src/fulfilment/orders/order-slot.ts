import {
  generateTimeSlots,
  MAX_BOOKING_DAYS,
  MIN_LEAD_MINUTES,
  minutesOf,
  type OrderShift,
  riyadhDate,
  riyadhInstant,
  type SlotAllowed,
  shiftOf,
  type TimeSlot,
  type TimeSlots,
  timeOf,
} from '@portal/contract';
import { companyShiftRule } from '../../company/terms/company-shift-rule';
import type { Queryable } from '../../platform/db/database';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { fieldError } from '../../platform/http/app-error';
import { bookingsOn, lockProviderDay, providersForVisit } from '../providers/provider-bookings';
import { providerRoster } from '../providers/provider-roster';

// Time slots of a visit from the providers' working hours and every company's bookings (ADR 0010 "Time slots"),
// through the contract's pure time-slots module. Booking (create, package visit, reschedule) runs `reserveSlot`
// in its transaction: the day is locked first, so the last free provider of a slot goes to one request only. A
// company with service shifts is offered and booked only inside them (ADR 0072, company-shift-rule.ts).

export interface SlotChoice {
  date: string;
  /** `HH:MM` Riyadh: the slot's start. */
  slot: string;
  shift: OrderShift;
}

export interface ReservedSlot {
  date: string;
  time: string;
  endTime: string;
  shift: OrderShift;
  startsAt: Date;
  endsAt: Date;
  /** Providers free for it (ops pick one when they assign). */
  providerIds: string[];
}

/** A visit date is today or later (Riyadh) and at most MAX_BOOKING_DAYS ahead: 422 on `date` otherwise. */
export function checkVisitDate(date: string, now: Date): void {
  const today = riyadhDate(now);
  const last = riyadhDate(new Date(riyadhInstant(today, 0).getTime() + MAX_BOOKING_DAYS * 86_400_000));
  if (date < today || date > last) throw fieldError('date', 'validation.date');
}

/** The free slots of a day for a visit of `minutes` (no lock: an offer, re-checked when booked). */
export async function freeSlots(
  db: Queryable,
  request: {
    date: string;
    minutes: number;
    shift?: OrderShift | undefined;
    now: Date;
    excludeOrderId?: string;
    /** The company's shifts rule (companyShiftRule); any slot when absent. */
    allowed?: SlotAllowed | undefined;
  },
): Promise<TimeSlot[]> {
  const roster = await providerRoster(db);
  const day = await bookingsOn(db, request.date, request.excludeOrderId);
  // The contract's slots on the assigned bookings, then each one re-checked with the visits ops still have to assign.
  const candidates = generateTimeSlots({
    date: request.date,
    minutes: request.minutes,
    providers: roster,
    bookings: day.assigned,
    now: request.now,
    ...(request.shift ? { shift: request.shift } : {}),
    ...(request.allowed ? { allowed: request.allowed } : {}),
  });
  return candidates.flatMap((slot) => {
    const providerIds = providersForVisit(roster, day, slot);
    return providerIds.length > 0 ? [{ ...slot, provider_ids: providerIds }] : [];
  });
}

/** The answer of company/timeslots/generate (provider ids stay on the server). */
export function slotsAnswer(date: string, minutes: number, slots: readonly TimeSlot[]): TimeSlots {
  return {
    date,
    minutes,
    slots: slots.map(({ provider_ids, ...slot }) => ({ ...slot, available: provider_ids.length })),
  };
}

/**
 * Checks and holds the chosen slot in the caller's transaction: 422 on `slot` when it lies outside its shift or the
 * company's service shifts, is too soon, or no provider is free for it any more. `excludeOrderId`: the order being
 * rescheduled.
 */
export async function reserveSlot(
  scope: CompanyScope,
  choice: SlotChoice,
  minutes: number,
  now: Date,
  excludeOrderId?: string,
): Promise<ReservedSlot> {
  checkVisitDate(choice.date, now);
  const start = minutesOf(choice.slot);
  if (shiftOf(start, start + minutes) !== choice.shift) throw fieldError('slot', 'orders.slot_unavailable');
  const allowed = await companyShiftRule(scope);
  if (allowed && !allowed(choice.date, start, start + minutes)) throw fieldError('slot', 'orders.slot_unavailable');
  const startsAt = riyadhInstant(choice.date, start);
  if (startsAt.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) {
    throw fieldError('slot', 'orders.slot_too_soon', { hours: MIN_LEAD_MINUTES / 60 });
  }
  const tx = scope.db;
  await lockProviderDay(tx, choice.date);
  const slots = await freeSlots(tx, {
    date: choice.date,
    minutes,
    shift: choice.shift,
    now,
    ...(excludeOrderId ? { excludeOrderId } : {}),
  });
  const slot = slots.find((candidate) => candidate.start === timeOf(start));
  if (!slot) throw fieldError('slot', 'orders.slot_unavailable');
  return {
    date: choice.date,
    time: slot.start,
    endTime: slot.end,
    shift: slot.shift,
    startsAt,
    endsAt: new Date(slot.ends_at),
    providerIds: slot.provider_ids,
  };
}

/**
 * The providers ops may assign to an order (guard "provider free at the slot"): locks the order's day, then answers
 * the providers free for its slot with every other visit of the day still placed. Call in the assign transaction.
 */
export async function assignableProviders(
  tx: Queryable,
  order: { id: string; visitDate: string; startsAt: Date; endsAt: Date },
): Promise<string[]> {
  await lockProviderDay(tx, order.visitDate);
  const roster = await providerRoster(tx);
  const day = await bookingsOn(tx, order.visitDate, order.id);
  return providersForVisit(roster, day, {
    starts_at: new Date(order.startsAt).toISOString(),
    ends_at: new Date(order.endsAt).toISOString(),
  });
}
