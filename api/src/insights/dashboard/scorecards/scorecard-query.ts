import { FIRST_TIME_FIX_DAYS } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { branches, orderServices, orderStatusHistory, orders } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { rowsOf } from '../../../platform/events/event-queries';
import { packageShares } from '../package-shares';

// The branch scorecards in ONE statement, grouped in PostgreSQL (no order row reaches Node). The scope's condition
// (company and the member's branches, spec §6) filters both the orders and the branch list. Definitions: ADR 0023.

/** Orders that cost nothing (same rule as the dashboard's cost overview, dashboard-order-queries.ts). */
const NOT_SPENT = ['draft', 'draft_failed', 'canceled', 'failed'];
/** Work done: the orders the first-time-fix rate is about. */
const DONE = ['completed', 'rated'];
/**
 * Orders that never became a visit: never a follow-up. Package visits are planned maintenance, not a return for
 * a failed repair, so they are no follow-up either.
 */
const NO_VISIT = [...NOT_SPENT];
/** Visits are booked at most 60 days ahead (contract MAX_BOOKING_DAYS): the orders read around the year so
 * that a follow-up of a December visit, created before or after the year, is seen. */
const AROUND_DAYS = 60 + FIRST_TIME_FIX_DAYS;

export type ScorecardRow = {
  branch_id: string;
  name: string;
  code: string;
  orders: number;
  spend: string | number;
  rating: number | null;
  ratings: number;
  visits: number;
  on_time: number;
  completed: number;
  fixed_first_time: number;
};

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The statement (the benchmark EXPLAINs it): one row per visible branch, by name. */
export function scorecardStatement(scope: CompanyScope, range: { from: Date; to: Date }): SQL {
  const around = sql`make_interval(days => ${AROUND_DAYS})`;
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return sql`
    with nearby as (
      -- the year's orders and those around it (possible follow-ups), read through the (company, created_at) index
      select ${orders.id} as id, ${orders.branchId} as branch_id, ${orders.status} as status,
        ${orders.total} as total, ${orders.ratingStars} as stars, ${orders.startsAt} as starts_at,
        ${orders.endsAt} as ends_at,
        (${orders.createdAt} >= ${from}::timestamptz and ${orders.createdAt} < ${to}::timestamptz) as in_year,
        ${orders.type} <> 'package' and ${orders.status} not in (${list(NO_VISIT)}) as visit
      from ${orders}
      where ${scope.visible(
        orders,
        sql`${orders.createdAt} >= ${from}::timestamptz - ${around}`,
        sql`${orders.createdAt} < ${to}::timestamptz + ${around}`,
      )}
    ),
    year_orders as (select * from nearby where in_year),
    figures as (
      select branch_id, count(*)::int as orders,
        coalesce(sum(total) filter (where status not in (${list(NOT_SPENT)})), 0)::bigint as spend,
        round(avg(stars), 2)::float8 as rating, count(stars)::int as ratings
      from year_orders group by branch_id
    ),
    arrivals as (
      -- the latest arrival of each visit (a late reschedule books a new slot and the provider arrives again), from
      -- the partial index of migration 0022
      select y.branch_id, arrived.at between y.starts_at and y.ends_at as on_time
      from year_orders y
      join (
        select ${orderStatusHistory.orderId} as order_id, max(${orderStatusHistory.createdAt}) as at
        from ${orderStatusHistory}
        where ${orderStatusHistory.companyId} = ${scope.companyId} and ${orderStatusHistory.toStatus} = 'arrived'
        group by ${orderStatusHistory.orderId}
      ) arrived on arrived.order_id = y.id
    ),
    punctuality as (
      select branch_id, count(*)::int as visits, count(*) filter (where on_time)::int as on_time
      from arrivals group by branch_id
    ),
    lines as (
      -- narrow rows (the window sorts them all): the order, where and when, and what it was for
      select n.id, n.branch_id, n.starts_at, n.in_year and n.status in (${list(DONE)}) as done,
        n.visit::int as visit, ${orderServices.serviceId} as service_id
      from nearby n join ${orderServices} on ${orderServices.orderId} = n.id
        and ${orderServices.companyId} = ${scope.companyId}
    ),
    followed as (
      -- per line: the next visit of the same branch for the same service (a later slot start, never the same one:
      -- other orders only). Read in descending order with the frame's head fixed at the partition's start, the
      -- running min() only ever adds rows: one pass over the sorted lines.
      select id, branch_id, done, starts_at, min(case when visit = 1 then starts_at end) over (
        partition by branch_id, service_id order by starts_at desc
        range between unbounded preceding and interval '1 second' preceding
      ) as next_visit
      from lines
    ),
    package_spend as (
      -- each branch's share of the year's packages (package-shares.ts): the same spend as the cost overview's
      select branch_id, sum(share)::bigint as spend from ${packageShares(scope, range)} s group by branch_id
    ),
    fixes as (
      select branch_id, count(*)::int as completed, count(*) filter (where fixed)::int as fixed_first_time
      from (select id, branch_id, bool_and(next_visit is null or next_visit > starts_at + ${sql.raw(`interval '${FIRST_TIME_FIX_DAYS} days'`)}) as fixed from followed where done group by id, branch_id) f
      group by branch_id
    )
    select ${branches.id} as branch_id, ${branches.name} as name, ${branches.code} as code,
      coalesce(figures.orders, 0) as orders,
      coalesce(figures.spend, 0) + coalesce(package_spend.spend, 0) as spend, figures.rating,
      coalesce(figures.ratings, 0) as ratings, coalesce(punctuality.visits, 0) as visits,
      coalesce(punctuality.on_time, 0) as on_time, coalesce(fixes.completed, 0) as completed,
      coalesce(fixes.fixed_first_time, 0) as fixed_first_time
    from ${branches}
    left join figures on figures.branch_id = ${branches.id}
    left join punctuality on punctuality.branch_id = ${branches.id}
    left join package_spend on package_spend.branch_id = ${branches.id}
    left join fixes on fixes.branch_id = ${branches.id}
    where ${scope.visible(branches)}
    order by ${branches.name}, ${branches.id}`;
}

/**
 * Runs the statement in a read transaction of its own with two local settings: enough work memory for its sort of
 * the order lines to stay in memory (4 MB by default: ~135,000 lines at 100,000 orders spill to disk), and no JIT
 * (its planned cost makes PostgreSQL spend up to a second compiling a statement that runs in a fraction of that).
 */
export async function branchScorecardRows(scope: CompanyScope, range: { from: Date; to: Date }) {
  return scope.transaction(async (tx) => {
    await tx.db.execute(sql`set local work_mem = '32MB'`);
    await tx.db.execute(sql`set local jit = off`);
    return rowsOf<ScorecardRow>(await tx.db.execute(scorecardStatement(tx, range)));
  });
}
