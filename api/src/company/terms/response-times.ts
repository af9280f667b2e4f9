import { riyadhDate, riyadhInstant, SLA_MEASURE_DAYS, type SlaMeasured } from '@portal/contract';
import { inArray, sql } from 'drizzle-orm';
import {
  companyContracts,
  orderServices,
  orderStatusHistory,
  orders,
  services,
  serviceTypes,
} from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { rowsOf } from '../../platform/events/event-queries';

// The contract's response times as measured (ADR 0075), in ONE statement grouped in PostgreSQL: the orders placed
// in the last SLA_MEASURE_DAYS Riyadh days (the scope's condition: the company and the member's branches), each under
// the tightest promise among its lines' service types, timed from placement (orders.created_at: drafts live in
// their own table, an order exists once placed) to its first provider assignment (the first history row to
// `assigned`). Lines without a type or with a type the contract promises nothing for are not measured.

/** Still waiting for a provider: not assigned yet and not closed (on hold counts by where it returns). */
const WAITING = ['created', 'confirmed', 'assign_provider_failed'];

type Row = { code: string; orders: number; median: number | null; within: number; late_open: number };

/** Measured figures by service type code; a promised type without orders is absent (the caller fills zeros). */
export async function measuredResponseTimes(scope: CompanyScope, now: Date): Promise<Map<string, SlaMeasured>> {
  const firstDay = riyadhDate(new Date(now.getTime() - (SLA_MEASURE_DAYS - 1) * 86_400_000));
  const from = riyadhInstant(firstDay, 0).toISOString();
  const at = now.toISOString();
  const result = await scope.db.execute(sql`
    with promise as (
      select entry.key as code, entry.value::int as minutes
      from ${companyContracts}, jsonb_each_text(${companyContracts.slaMinutes}) as entry
      where ${companyContracts.companyId} = ${scope.companyId}
    ),
    placed as (
      select distinct on (${orders.id}) ${orders.id} as id, ${orders.createdAt} as placed_at,
        (${inArray(orders.status, WAITING)}
          or (${orders.status} = 'on_hold' and ${inArray(orders.previousStatus, WAITING)})) as waiting,
        promise.code, promise.minutes
      from ${orders}
      join ${orderServices} on ${orderServices.orderId} = ${orders.id}
        and ${orderServices.companyId} = ${scope.companyId}
      join ${services} on ${services.id} = ${orderServices.serviceId}
      join ${serviceTypes} on ${serviceTypes.id} = ${services.serviceTypeId}
      join promise on promise.code = ${serviceTypes.code}
      where ${scope.visible(
        orders,
        sql`${orders.createdAt} >= ${from}::timestamptz`,
        sql`${orders.createdAt} <= ${at}::timestamptz`,
      )}
      order by ${orders.id}, promise.minutes, promise.code
    ),
    timed as (
      select placed.*, extract(epoch from answered.at - placed.placed_at) / 60 as taken
      from placed
      left join lateral (
        select min(${orderStatusHistory.createdAt}) as at from ${orderStatusHistory}
        where ${orderStatusHistory.companyId} = ${scope.companyId}
          and ${orderStatusHistory.orderId} = placed.id and ${orderStatusHistory.toStatus} = 'assigned'
      ) answered on true
    )
    select code, count(taken)::int as orders,
      round(percentile_cont(0.5) within group (order by taken))::int as median,
      count(*) filter (where taken <= minutes)::int as within,
      count(*) filter (where taken is null and waiting
        and placed_at + make_interval(mins => minutes) < ${at}::timestamptz)::int as late_open
    from timed group by code`);
  return new Map(
    rowsOf<Row>(result).map((row) => [
      row.code,
      {
        orders: row.orders,
        median_minutes: row.orders > 0 ? row.median : null,
        within: row.within,
        within_share: row.orders > 0 ? row.within / row.orders : null,
        late_open: row.late_open,
      },
    ]),
  );
}

/** A promised type nobody ordered in the window. */
export const NOTHING_MEASURED: SlaMeasured = {
  orders: 0,
  median_minutes: null,
  within: 0,
  within_share: null,
  late_open: 0,
};
