import type { ProviderSchedule, Weekday } from '@portal/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { nameColumnFor } from '../../company/areas/lookup-ref';
import type { Queryable } from '../../platform/db/database';
import { providers, providerWorkingHours } from '../../platform/db/schema/index';
import type { Lang } from '../../platform/i18n/translate';

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

/** Names (in the reader's language, migration 0024) and phones of providers by id (order views). */
export async function providersByIds(db: Queryable, ids: readonly string[], lang: Lang) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { id: string; name: string; phone: string | null }>();
  const rows = await db
    .select({ id: providers.id, name: sql<string>`${nameColumnFor(providers, lang)}`, phone: providers.phone })
    .from(providers)
    .where(inArray(providers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Provider names by sign-in account, in the reader's language: the history, logs and chat keep the name a provider
 * acted under (one language), and the company's reads show the one of the reader's language instead.
 */
export async function providerNamesByUser(db: Queryable, userIds: readonly (string | null)[], lang: Lang) {
  const unique = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: providers.userId, name: sql<string>`${nameColumnFor(providers, lang)}` })
    .from(providers)
    .where(inArray(providers.userId, unique));
  return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.name] as const] : [])));
}
