import type { CancelReasons, DashboardQuery } from '@portal/contract';
import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import { orderReasons, orders } from '../../platform/db/schema/index';
import type { CompanyContext } from '../../platform/http/request-context';
import { riyadhYear, riyadhYearBounds } from './dashboard-year';

/**
 * GET company/dashboard/cancelReasons (ADR 0058): the year's canceled orders by listed reason, within the member's
 * branches. A group by over the company's canceled orders of one year: a few rows per reason, read only when the
 * breakdown page asks.
 */
export async function cancelReasons(ctx: CompanyContext, query: DashboardQuery = {}): Promise<CancelReasons> {
  const { scope, now } = ctx;
  const year = query.year === undefined ? riyadhYear(now) : Number(query.year);
  const { from, to } = riyadhYearBounds(year);
  const count = sql<number>`count(*)::int`;
  const rows = await scope.db
    .select({
      id: orderReasons.id,
      code: orderReasons.code,
      nameAr: orderReasons.nameAr,
      nameEn: orderReasons.nameEn,
      nameFr: orderReasons.nameFr,
      orders: count,
    })
    .from(orders)
    .leftJoin(orderReasons, eq(orderReasons.id, orders.reasonId))
    .where(
      scope.visible(
        orders,
        eq(orders.status, 'canceled'),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        query.branch_id ? eq(orders.branchId, query.branch_id) : undefined,
      ),
    )
    .groupBy(orderReasons.id)
    .orderBy(desc(count), orderReasons.sort);
  const reasons = rows.map(({ orders: n, id, code, nameAr, nameEn, nameFr }) => ({
    reason: id && code ? { id, code, name: { ar: nameAr ?? '', en: nameEn ?? '', fr: nameFr ?? '' } } : null,
    orders: n,
  }));
  return { year, total: reasons.reduce((sum, row) => sum + row.orders, 0), reasons };
}
