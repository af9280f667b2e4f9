import type { Weekday } from '@portal/contract';
import { type Booking, isProviderFree, minutesOf } from '@portal/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { advisoryXactLock } from '../../db/advisory-lock';
import type { Queryable } from '../../db/database';
import { orders, providers, providerWorkingHours } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import type { OrderRow } from '../run-transition';

// assign_provider's guard provider_free (ADR 0010): the provider works the order's whole slot and has no other
// visit, in any company, within it or 30 minutes around it. The provider's day is locked first (the same lock
// booking and rescheduling take), so two concurrent assignments cannot both see the provider free.

/** Statuses in which a visit holds its provider's time (neither final nor completed). */
const HOLDING = [
  'created',
  'confirmed',
  'assigned',
  'assign_provider_failed',
  'advance_payment_paid',
  'advance_payment_failed',
  'on_the_way',
  'arrived',
  'inspection_started',
  'inspection_ended',
  'in_progress',
  'final_payment_paid',
  'on_hold',
];

const day = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10);

/** Throws 422 on provider_id unless the provider is active and free for the order's slot. `tx`: system door. */
export async function assertProviderFree(
  tx: Queryable,
  order: OrderRow,
  providerId: string,
): Promise<{ name: string }> {
  const date = day(order.visitDate);
  await advisoryXactLock(tx, `provider-day:${date}`);
  const [provider] = await tx
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.id, providerId), eq(providers.active, true)));
  if (!provider) throw fieldError('provider_id', 'orders.op.provider_unknown');
  const hours = await tx.select().from(providerWorkingHours).where(eq(providerWorkingHours.providerId, providerId));
  const taken = await tx
    .select({ startsAt: orders.startsAt, endsAt: orders.endsAt })
    .from(orders)
    .where(
      and(
        eq(orders.providerId, providerId),
        eq(orders.visitDate, date),
        ne(orders.id, order.id),
        inArray(orders.status, HOLDING),
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
