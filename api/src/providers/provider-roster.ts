import type { ProviderSchedule, Weekday } from '@portal/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { providers, providerWorkingHours } from '../db/schema/index';

// The providers who can be booked (platform data, not company-owned): active ones with their weekly hours, in the
// shape the contract's time-slots module reads.

export type RosterProvider = ProviderSchedule & { name: string; phone: string | null };

export async function providerRoster(db: Queryable): Promise<RosterProvider[]> {
  const rows = await db
    .select({ id: providers.id, name: providers.name, phone: providers.phone })
    .from(providers)
    .where(eq(providers.active, true))
    .orderBy(asc(providers.id));
  if (rows.length === 0) return [];
  const hours = await db
    .select()
    .from(providerWorkingHours)
    .where(
      inArray(
        providerWorkingHours.providerId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    provider_id: row.id,
    name: row.name,
    phone: row.phone,
    working_hours: hours
      .filter((interval) => interval.providerId === row.id)
      .map((interval) => ({ weekday: interval.weekday as Weekday, start: interval.start, end: interval.end })),
  }));
}

/** Names and phones of providers by id (order views). */
export async function providersByIds(db: Queryable, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { id: string; name: string; phone: string | null }>();
  const rows = await db
    .select({ id: providers.id, name: providers.name, phone: providers.phone })
    .from(providers)
    .where(inArray(providers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
