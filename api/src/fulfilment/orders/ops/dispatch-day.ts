import {
  type DispatchDay,
  minutesOf,
  type OrderShift,
  type OrderStatus,
  riyadhInstant,
  weekdayOf,
} from '@portal/contract';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { areas, branches, orderServices, orders, providerBookings } from '../../../platform/db/schema/index';
import { providerRoster } from '../../providers/provider-roster';
import { dispatchFilter, needsProvider } from './dispatch-orders';

// GET ops/dispatch/day (issue 27.4): each active provider's day — working hours, the visits holding their time
// (every company, the platform read model provider_bookings), the load per shift and booked minutes — and the
// areas and services of the day's visits with their counts, for the board's filters.

const minutesBetween = (from: Date | string, to: Date | string) =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

export async function dispatchDay(db: Db, date: string): Promise<DispatchDay> {
  const weekday = weekdayOf(date);
  const [roster, visits, totals, areaCounts, serviceCounts] = await Promise.all([
    providerRoster(db),
    db
      .select({
        providerId: providerBookings.providerId,
        orderId: orders.id,
        reference: orders.reference,
        status: orders.status,
        time: orders.time,
        endTime: orders.endTime,
        shift: orders.shift,
        startsAt: orders.startsAt,
        endsAt: orders.endsAt,
      })
      .from(providerBookings)
      .innerJoin(orders, eq(orders.id, providerBookings.orderId))
      .where(and(eq(providerBookings.visitDate, date), isNotNull(providerBookings.providerId)))
      .orderBy(asc(orders.startsAt)),
    db
      .select({ orders: count(), unassigned: sql<number>`count(*) FILTER (WHERE ${needsProvider()})` })
      .from(orders)
      .where(dispatchFilter({ date })),
    db
      .select({ id: areas.id, ar: areas.nameAr, en: areas.nameEn, fr: areas.nameFr, count: count() })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .innerJoin(areas, eq(areas.id, branches.areaId))
      .where(dispatchFilter({ date }))
      .groupBy(areas.id, areas.nameAr, areas.nameEn, areas.nameFr)
      .orderBy(asc(areas.nameEn)),
    db
      .select({
        id: orderServices.serviceId,
        name: sql<{ ar: string; en: string; fr: string }>`min(${orderServices.name}::text)::jsonb`,
        count: sql<number>`count(DISTINCT ${orderServices.orderId})`,
      })
      .from(orderServices)
      .innerJoin(orders, eq(orders.id, orderServices.orderId))
      .where(dispatchFilter({ date }))
      .groupBy(orderServices.serviceId),
  ]);
  const providers = roster
    .map((provider) => {
      const hours = provider.working_hours
        .filter((interval) => interval.weekday === weekday)
        .map(({ start, end }) => ({ start, end }));
      const own = visits.filter((visit) => visit.providerId === provider.provider_id);
      const by_shift = { morning: 0, evening: 0 };
      for (const visit of own) by_shift[visit.shift as OrderShift] += 1;
      return {
        id: provider.provider_id,
        name: provider.name,
        phone: provider.phone,
        hours,
        visits: own.map((visit) => ({
          order_id: visit.orderId,
          reference: visit.reference,
          status: visit.status as OrderStatus,
          time: visit.time,
          end_time: visit.endTime,
          shift: visit.shift as OrderShift,
          starts_at: new Date(visit.startsAt).toISOString(),
          ends_at: new Date(visit.endsAt).toISOString(),
        })),
        by_shift,
        booked_minutes: own.reduce((sum, visit) => sum + minutesBetween(visit.startsAt, visit.endsAt), 0),
        working_minutes: hours.reduce(
          (sum, { start, end }) =>
            sum + minutesBetween(riyadhInstant(date, minutesOf(start)), riyadhInstant(date, minutesOf(end))),
          0,
        ),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    date,
    totals: { orders: Number(totals[0]?.orders ?? 0), unassigned: Number(totals[0]?.unassigned ?? 0) },
    providers,
    areas: areaCounts.map((row) => ({
      id: row.id,
      name: { ar: row.ar, en: row.en, fr: row.fr },
      count: Number(row.count),
    })),
    services: serviceCounts
      .map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }))
      .sort((a, b) => a.name.en.localeCompare(b.name.en)),
  };
}
