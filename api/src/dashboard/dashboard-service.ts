import type { Dashboard, DashboardQuery } from '@portal/contract';
import { notFound } from '../http/app-error';
import type { CompanyContext } from '../http/request-context';
import { referenceOf } from '../money/money-format';
import {
  latestOrders,
  monthlyOrderFigures,
  ordersPerBranch,
  orderYears,
  servicesInDemand,
} from './dashboard-order-queries';
import {
  companyWallet,
  countActiveMembers,
  countMembers,
  countRoles,
  monthlyPackageSpend,
  recentPackages,
  recentPayments,
} from './dashboard-queries';
import { byMonth, riyadhYear, riyadhYearBounds } from './dashboard-year';

/** Every widget of spec §2, each from one aggregate statement, run side by side on the request's connection. */
export async function dashboardFigures(ctx: CompanyContext, query: DashboardQuery = {}): Promise<Dashboard> {
  const { scope, now } = ctx;
  const company = await scope.company();
  if (!company) throw notFound();
  const year = query.year === undefined ? riyadhYear(now) : Number(query.year);
  const range = riyadhYearBounds(year);
  const branchId = query.branch_id ?? null;
  const filter = { ...range, branchId };
  const [
    wallet,
    members,
    activeMembers,
    roles,
    months,
    branches,
    demand,
    latest,
    payments,
    packages,
    packageMonths,
    years,
  ] = await Promise.all([
    companyWallet(scope),
    countMembers(scope),
    countActiveMembers(scope, now),
    countRoles(scope),
    monthlyOrderFigures(scope, filter),
    ordersPerBranch(scope, filter),
    servicesInDemand(scope, filter),
    latestOrders(scope, branchId),
    recentPayments(scope),
    recentPackages(scope),
    monthlyPackageSpend(scope, range),
    orderYears(scope),
  ]);
  const sum = (pick: (row: (typeof months)[number]) => number) => months.reduce((total, row) => total + pick(row), 0);
  const orderSpend = byMonth(months.map((row) => ({ month: row.month, value: Number(row.spend) })));
  const packageSpend = byMonth(packageMonths.map((row) => ({ month: row.month, value: Number(row.value) })));
  const first = Math.min(years.first ?? year, year);
  const last = Math.max(years.last ?? year, year);
  return {
    company: { id: company.id, name: { ar: company.nameAr, en: company.nameEn } },
    wallet: { balance: wallet.balance, credit_line: wallet.creditLine, currency: 'SAR' },
    members,
    active_members: activeMembers,
    roles,
    year,
    years: Array.from({ length: last - first + 1 }, (_, i) => last - i),
    branch_id: branchId,
    completed_orders: { completed: sum((row) => row.completed), total: sum((row) => row.orders) },
    hours_completed: Math.round((sum((row) => Number(row.seconds)) / 3600) * 100) / 100,
    highest_in_demand: demand,
    per_branch: branches.map((row) => ({ ...row, spend: Number(row.spend) })),
    latest_orders: latest.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    recent_payments: payments.map(({ seq, createdAt, ...row }) => ({
      ...row,
      reference: referenceOf('PAY', seq),
      created_at: createdAt.toISOString(),
    })),
    recent_packages: packages.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    yearly_orders: byMonth(months.map((row) => ({ month: row.month, value: row.orders }))),
    cost_overview: {
      orders: orderSpend,
      packages: packageSpend,
      total: [...orderSpend, ...packageSpend].reduce((a, b) => a + b, 0),
    },
  };
}
