import type { Dashboard, DashboardQuery } from '@portal/contract';
import { companyBalances } from '../../money/ledger/index';
import { notFound } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { referenceOf } from '../../platform/money-text/money-format';
import { orderWidgets } from './dashboard-order-figures';
import { readDashboardRows } from './dashboard-statement';
import { byMonth, riyadhYear, riyadhYearBounds, sumByMonth } from './dashboard-year';

/** Every widget of spec §2 from one statement over small aggregates and index ends (no scan of the orders). */
export async function dashboardFigures(ctx: CompanyContext, query: DashboardQuery = {}): Promise<Dashboard> {
  const { scope, now } = ctx;
  const year = query.year === undefined ? riyadhYear(now) : Number(query.year);
  const range = riyadhYearBounds(year);
  const branchId = query.branch_id ?? null;
  const rows = await readDashboardRows(scope.db, {
    companyId: scope.companyId,
    membershipId: scope.membershipId,
    year,
    ...range,
    branchId,
    now,
  });
  if (!rows) throw notFound();
  const { cells, packageMonths, branches: branchOptions } = rows;
  const wallet = companyBalances(rows.accounts);
  const years = rows.years[0] ?? { first: null, last: null };
  const iso = (at: string) => new Date(at).toISOString();
  const byId = new Map(branchOptions.map((branch) => [branch.id, branch]));
  const named = <T extends { branchId: string }>(row: T) => ({
    ...row,
    name: byId.get(row.branchId)?.name ?? '',
    code: byId.get(row.branchId)?.code ?? '',
  });
  // a package with no branch yet is in the company's total, in no branch's spend
  const shares = packageMonths.flatMap(({ branchId, month, value }) =>
    branchId === null ? [] : [named({ branchId, month, value: Number(value) })],
  );
  const { order_spend: orderSpend, ...orderFigures } = orderWidgets(cells.map(named), shares);
  const packageSpend = byMonth(sumByMonth(packageMonths));
  const unassigned = packageMonths.reduce((total, row) => total + (row.branchId === null ? Number(row.value) : 0), 0);
  const first = Math.min(years.first ?? year, year);
  const last = Math.max(years.last ?? year, year);
  return {
    company: { id: rows.id, name: { ar: rows.nameAr, en: rows.nameEn } },
    wallet: { balance: wallet.wallet, credit_line: wallet.creditLimit, currency: 'SAR' },
    members: rows.members,
    active_members: rows.activeMembers,
    roles: rows.roles,
    year,
    years: Array.from({ length: last - first + 1 }, (_, i) => last - i),
    branch_id: branchId,
    branches: branchOptions.map(({ id, name }) => ({ id, name })),
    completed_orders: orderFigures.completed_orders,
    hours_completed: orderFigures.hours_completed,
    highest_in_demand: rows.demand,
    per_branch: orderFigures.per_branch,
    by_category: rows.categories,
    branch_months: orderFigures.branch_months,
    latest_orders: rows.latest.map(({ createdAt, ...row }) => ({ ...row, created_at: iso(createdAt) })),
    recent_payments: rows.payments.map(({ seq, createdAt, ...row }) => ({
      ...row,
      reference: referenceOf('PAY', seq),
      created_at: iso(createdAt),
    })),
    recent_packages: rows.packages.map(({ createdAt, ...row }) => ({ ...row, created_at: iso(createdAt) })),
    yearly_orders: orderFigures.yearly_orders,
    cost_overview: {
      orders: orderSpend,
      packages: packageSpend,
      total: [...orderSpend, ...packageSpend].reduce((a, b) => a + b, 0),
      unassigned_packages: unassigned,
    },
  };
}
