import type { Weekday } from '@portal/contract';
import { type Booking, isProviderFree, minutesOf } from '@portal/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { providerBookings, providers, providerWorkingHours } from '../../../platform/db/schema/index';
import { fieldError } from '../../../platform/http/app-error';
import { lockProviderDay } from '../../providers/provider-bookings';
import type { OrderRow } from '../run-transition';

// assign_provider's guard provider_free (ADR 0010): the provider works the order's whole slot and has no other
// visit, in any company, within it or 30 minutes around it. The provider's day is locked first (the same lock
// booking and rescheduling take), so two concurrent assignments cannot both see the provider free.

const day = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

/** Throws 422 on provider_id unless the provider is active and free for the order's slot. */
export async function assertProviderFree(
  tx: Queryable,
  order: OrderRow,
  providerId: string,
): Promise<{ name: string }> {
  const date = day(order.visitDate);
  await lockProviderDay(tx, date);
  const [provider] = await tx
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.active, true)));
  if (!provider) throw fieldError('provider_id', 'orders.op.provider_unknown');
  const hours = await tx.select().from(providerWorkingHours).where(eq(providerWorkingHours.providerId, providerId));
  // Every company's visits holding this provider's time that day (the platform read model provider_bookings).
  const taken = await tx
    .select({ startsAt: providerBookings.startsAt, endsAt: providerBookings.endsAt })
    .from(providerBookings)
    .where(
      and(
        eq(providerBookings.providerId, providerId),
        eq(providerBookings.visitDate, date),
        ne(providerBookings.orderId, order.id),
      ),
    );
  const bookings: Booking[] = taken.map((row) => ({
    provider_id: providerId,
    starts_at: new Date(row.startsAt).toISOString(),
    ends_at: new Date(row.endsAt).toISOString(),
  }));
  const schedule = {
    provider_id: providerId,
    working_hours: hours.map((h) => ({ weekday: h.weekday as Weekday, start: h.start, end: h.end })),
  };
  const start = minutesOf(order.time);
  const minutes = Math.round((new Date(order.endsAt).getTime() - new Date(order.startsAt).getTime()) / 60_000);
  if (!isProviderFree(schedule, date, start, minutes, bookings))
    throw fieldError('provider_id', 'orders.op.provider_busy');
  return { name: provider.name };
}

/** The active providers, by name (ops pick one to assign); `has_account`: can sign in to the provider API. */
export async function activeProviders(db: Queryable) {
  const rows = await db
    .select({ id: providers.id, name: providers.name, phone: providers.phone, userId: providers.userId })
    .from(providers)
    .where(eq(providers.active, true))
    .orderBy(asc(providers.name));
  return rows.map(({ userId, ...row }) => ({ ...row, has_account: userId !== null }));
}
