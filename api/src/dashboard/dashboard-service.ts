import type { Dashboard, DashboardQuery } from '@portal/contract';
import { notFound } from '../http/app-error';
import type { CompanyContext } from '../http/request-context';
import { referenceOf } from '../money/money-format';
import { orderWidgets } from './dashboard-order-figures';
import {
  demandByCategory,
  latestOrders,
  orderFiguresByMonthAndBranch,
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
  visibleBranches,
} from './dashboard-queries';
import { byMonth, riyadhYear, riyadhYearBounds } from './dashboard-year';

/** Every widget of spec §2 from a few statements over small aggregates and index ends (no scan of the orders). */
export async function dashboardFigures(ctx: CompanyContext, query: DashboardQuery = {}): Promise<Dashboard> {
  const { scope, now } = ctx;
  const year = query.year === undefined ? riyadhYear(now) : Number(query.year);
  const range = riyadhYearBounds(year);
  const branchId = query.branch_id ?? null;
  const filter = { ...range, year, branchId };
  // One round of statements in parallel (the company too), then the catalog lookup of the services' categories.
  const [
    company,
    wallet,
    members,
    activeMembers,
    roles,
    cells,
    serviceTotals,
    latest,
    payments,
    packages,
    packageMonths,
    years,
    branchOptions,
  ] = await Promise.all([
    scope.company(),
    companyWallet(scope),
    countMembers(scope),
    countActiveMembers(scope, now),
    countRoles(scope),
    orderFiguresByMonthAndBranch(scope, filter),
    servicesInDemand(scope, filter),
    latestOrders(scope, branchId),
    recentPayments(scope),
    recentPackages(scope),
    monthlyPackageSpend(scope, range),
    orderYears(scope),
    visibleBranches(scope),
  ]);
  if (!company) throw notFound();
  const categories = await demandByCategory(ctx.db, serviceTotals);
  const byId = new Map(branchOptions.map((branch) => [branch.id, branch]));
  const named = cells.map((cell) => ({
    ...cell,
    name: byId.get(cell.branchId)?.name ?? '',
    code: byId.get(cell.branchId)?.code ?? '',
  }));
  const { order_spend: orderSpend, ...orderFigures } = orderWidgets(named);
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
    branches: branchOptions.map(({ id, name }) => ({ id, name })),
    completed_orders: orderFigures.completed_orders,
    hours_completed: orderFigures.hours_completed,
    highest_in_demand: serviceTotals.slice(0, 5),
    per_branch: orderFigures.per_branch,
    by_category: categories,
    branch_months: orderFigures.branch_months,
    latest_orders: latest.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    recent_payments: payments.map(({ seq, createdAt, ...row }) => ({
      ...row,
      reference: referenceOf('PAY', seq),
      created_at: createdAt.toISOString(),
    })),
    recent_packages: packages.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    yearly_orders: orderFigures.yearly_orders,
    cost_overview: {
      orders: orderSpend,
      packages: packageSpend,
      total: [...orderSpend, ...packageSpend].reduce((a, b) => a + b, 0),
    },
  };
}
