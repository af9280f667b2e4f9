import { type Booking, isProviderFree, riyadhInstant } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import { advisoryXactLock } from '../../platform/db/advisory-lock';
import type { Queryable } from '../../platform/db/database';
import { providerBookings } from '../../platform/db/schema/index';
import type { RosterProvider } from './provider-roster';

// A day's bookings of every provider (view provider_bookings: every company's visits that still hold a provider's
// time). A visit ops have not assigned yet still takes a provider: a new visit is accepted only if all the
// unassigned ones and it can still be placed on distinct free providers (no double booking, ADR 0010).

/**
 * Serialises everything that books providers on one Riyadh date (create, reschedule, assign) until the transaction
 * ends: two requests for the last free provider of a slot cannot both see it free.
 */
export function lockProviderDay(tx: Queryable, date: string): Promise<void> {
  return advisoryXactLock(tx, `provider-day:${date}`);
}

/** A visit as instants (UTC ISO). */
export type Visit = { starts_at: string; ends_at: string };

export interface DayBookings {
  date: string;
  /** Visits with their provider. */
  assigned: Booking[];
  /** Visits waiting for ops to assign a provider. */
  pending: Visit[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The visits holding a provider's time on a date (`excludeOrderId`: an order being rescheduled or assigned). */
export async function bookingsOn(db: Queryable, date: string, excludeOrderId?: string): Promise<DayBookings> {
  const rows = await db
    .select()
    .from(providerBookings)
    .where(
      and(
        eq(providerBookings.visitDate, date),
        excludeOrderId ? ne(providerBookings.orderId, excludeOrderId) : undefined,
      ),
    );
  const visit = (row: (typeof rows)[number]) => ({ starts_at: iso(row.startsAt), ends_at: iso(row.endsAt) });
  return {
    date,
    assigned: rows.flatMap((row) => (row.providerId ? [{ provider_id: row.providerId, ...visit(row) }] : [])),
    pending: rows.filter((row) => row.providerId === null).map(visit),
  };
}

const minutesAfterMidnight = (date: string, at: string) =>
  Math.round((Date.parse(at) - riyadhInstant(date, 0).getTime()) / 60_000);

function freeFor(roster: readonly RosterProvider[], date: string, visit: Visit, placed: readonly Booking[]) {
  const start = minutesAfterMidnight(date, visit.starts_at);
  const minutes = minutesAfterMidnight(date, visit.ends_at) - start;
  return roster.filter((provider) => isProviderFree(provider, date, start, minutes, placed));
}

/**
 * Best fit: the free provider whose previous visit that day ends last (keeps the others' days open), then the
 * fewest visits, then by id (stable).
 */
function bestFit(free: readonly RosterProvider[], placed: readonly Booking[], visit: Visit): string | null {
  const before = Date.parse(visit.starts_at);
  const lastEnd = (id: string) =>
    Math.max(
      0,
      ...placed
        .filter((b) => b.provider_id === id && Date.parse(b.ends_at) <= before)
        .map((b) => Date.parse(b.ends_at)),
    );
  const load = (id: string) => placed.filter((b) => b.provider_id === id).length;
  const ranked = free
    .map((provider) => provider.provider_id)
    .sort((a, b) => lastEnd(b) - lastEnd(a) || load(a) - load(b) || a.localeCompare(b));
  return ranked[0] ?? null;
}

/**
 * Places the pending visits (and `candidate`) in start order, each on a best-fit free provider (interval
 * partitioning: in start order, placing on any free provider needs the fewest providers). Answers the providers
 * free for the candidate at its turn, or [] when it cannot be placed or would leave a pending visit without one.
 */
export function providersForVisit(roster: readonly RosterProvider[], day: DayBookings, candidate: Visit): string[] {
  const unplacedWithout = place(roster, day, null).unplaced;
  const { unplaced, candidateFree } = place(roster, day, candidate);
  return unplaced > unplacedWithout ? [] : candidateFree;
}

function place(roster: readonly RosterProvider[], day: DayBookings, candidate: Visit | null) {
  const placed: Booking[] = [...day.assigned];
  const visits = [...day.pending.map((visit) => ({ visit, isCandidate: false }))];
  if (candidate) visits.push({ visit: candidate, isCandidate: true });
  visits.sort(
    (a, b) =>
      Date.parse(a.visit.starts_at) - Date.parse(b.visit.starts_at) || Number(a.isCandidate) - Number(b.isCandidate),
  );
  let unplaced = 0;
  let candidateFree: string[] = [];
  for (const { visit, isCandidate } of visits) {
    const free = freeFor(roster, day.date, visit, placed);
    if (isCandidate) candidateFree = free.map((provider) => provider.provider_id).sort();
    const providerId = bestFit(free, placed, visit);
    if (providerId) placed.push({ provider_id: providerId, ...visit });
    else unplaced += 1;
  }
  return { unplaced, candidateFree };
}
