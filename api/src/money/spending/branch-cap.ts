import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { branchSpendingCaps, companyPackageLocations, companyPackages, orders } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { type RiyadhMonth, riyadhMonth } from './riyadh-month';

// A branch's cap and what it has paid in the Riyadh month: its orders created that month (net of refunds, canceled
// ones excluded) and its share of the packages bought that month (a package's payment spread evenly over the
// branches it covers, rounded down; issue 26.1). The cap row is read FOR UPDATE, so two payments of the same capped
// branch (orders, later order payments, packages) are checked one after the other and cannot both slip under it.

export interface CapCheck {
  monthlyCap: number;
  monthSpent: number;
  /** True when paying `amount` now would take the month's spend past the cap. */
  exceeded: boolean;
}

/** Σ total paid of the month's orders, per branch (a subquery for the overview and the check). */
export function orderSpendByBranch(scope: CompanyScope, month: RiyadhMonth) {
  return scope.db
    .select({ branchId: orders.branchId, spent: sql<string>`sum(${orders.totalPaid})`.as('order_spent') })
    .from(orders)
    .where(
      scope.owned(
        orders,
        gte(orders.createdAt, month.start),
        lt(orders.createdAt, month.end),
        ne(orders.status, 'canceled'),
      ),
    )
    .groupBy(orders.branchId)
    .as('order_spent');
}

/** Each branch's share of what the month's packages paid (amount paid ÷ the package's locations, rounded down). */
export function packageSpendByBranch(scope: CompanyScope, month: RiyadhMonth) {
  const counts = scope.db
    .select({
      packageId: companyPackageLocations.packageId,
      locations: sql<string>`count(*)`.as('locations'),
    })
    .from(companyPackageLocations)
    .where(scope.owned(companyPackageLocations))
    .groupBy(companyPackageLocations.packageId)
    .as('package_locations');
  return scope.db
    .select({
      branchId: companyPackageLocations.branchId,
      spent: sql<string>`sum(${companyPackages.amountPaid} / ${counts.locations})`.as('package_spent'),
    })
    .from(companyPackages)
    .innerJoin(
      companyPackageLocations,
      scope.owned(companyPackageLocations, eq(companyPackageLocations.packageId, companyPackages.id)),
    )
    .innerJoin(counts, eq(counts.packageId, companyPackages.id))
    .where(
      scope.owned(
        companyPackages,
        gte(companyPackages.createdAt, month.start),
        lt(companyPackages.createdAt, month.end),
      ),
    )
    .groupBy(companyPackageLocations.branchId)
    .as('package_spent');
}

/** What the branch paid in the Riyadh month of `now`: its orders and its share of packages. */
export async function branchMonthSpent(scope: CompanyScope, branchId: string, now: Date): Promise<number> {
  const month = riyadhMonth(now);
  const fromOrders = orderSpendByBranch(scope, month);
  const fromPackages = packageSpendByBranch(scope, month);
  const [ordersRow] = await scope.db
    .select({ spent: fromOrders.spent })
    .from(fromOrders)
    .where(eq(fromOrders.branchId, branchId));
  const [packagesRow] = await scope.db
    .select({ spent: fromPackages.spent })
    .from(fromPackages)
    .where(eq(fromPackages.branchId, branchId));
  return Number(ordersRow?.spent ?? 0) + Number(packagesRow?.spent ?? 0);
}

/** null when the branch has no cap. Call inside the payment's transaction. */
export async function checkBranchCap(
  scope: CompanyScope,
  branchId: string,
  amount: number,
  now: Date,
): Promise<CapCheck | null> {
  const [cap] = await scope
    .companyWide()
    .select({ monthlyCap: branchSpendingCaps.monthlyCap })
    .from(branchSpendingCaps, and(eq(branchSpendingCaps.branchId, branchId)))
    .for('update');
  if (!cap) return null;
  const monthSpent = await branchMonthSpent(scope, branchId, now);
  return { monthlyCap: cap.monthlyCap, monthSpent, exceeded: monthSpent + amount > cap.monthlyCap };
}
