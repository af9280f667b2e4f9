import { FIRST_TIME_FIX_DAYS, type Scorecards, type ScorecardsQuery } from '@portal/contract';
import type { CompanyContext } from '../../../platform/http/request-context';
import { orderYears } from '../dashboard-order-queries';
import { riyadhYear, riyadhYearBounds } from '../dashboard-year';
import { branchScorecardRows } from './scorecard-query';

/** A share with four decimals (0.6667), or null when nothing was measured. */
const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** GET company/dashboard/scorecards: every visible branch's figures for one Riyadh year (ADR 0023). */
export async function branchScorecards(ctx: CompanyContext, query: ScorecardsQuery = {}): Promise<Scorecards> {
  const year = query.year === undefined ? riyadhYear(ctx.now) : Number(query.year);
  // one after the other: the figures run in a transaction of their own (PGlite has a single connection)
  const rows = await branchScorecardRows(ctx.scope, riyadhYearBounds(year));
  const [years] = await orderYears(ctx.scope);
  const first = Math.min(years?.first ?? year, year);
  const last = Math.max(years?.last ?? year, year);
  return {
    year,
    years: Array.from({ length: last - first + 1 }, (_, i) => last - i),
    first_time_fix_days: FIRST_TIME_FIX_DAYS,
    branches: rows.map((row) => ({
      branch_id: row.branch_id,
      name: row.name,
      code: row.code,
      orders: Number(row.orders),
      spend: Number(row.spend),
      rating: row.rating === null ? null : Number(row.rating),
      ratings: Number(row.ratings),
      visits: Number(row.visits),
      on_time: Number(row.on_time),
      on_time_rate: rate(Number(row.on_time), Number(row.visits)),
      completed: Number(row.completed),
      fixed_first_time: Number(row.fixed_first_time),
      first_time_fix_rate: rate(Number(row.fixed_first_time), Number(row.completed)),
    })),
  };
}
