import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companyPackageLocations, companyPackages } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { Param } from './dashboard-order-queries';

// A package's price counted once, split between the branches it covers (issue 28.4), so that the spend of each
// branch adds up to the company's: each of its n branches gets ⌊price / n⌋ halalas and the first (price mod n)
// branches one halala more (the oldest location first, then by branch id), so no halala is lost or invented.
// A package with no branch yet ("Need Action") is one share without a branch: in the company's total only.

const locations = companyPackageLocations;
const places = sql`over (partition by ${companyPackages.id})`;
const count = sql`count(${locations.id}) ${places}`;
const place = sql`row_number() over (partition by ${companyPackages.id} order by ${locations.createdAt}, ${locations.branchId})`;
const price = companyPackages.totalPrice;

/** The approved packages bought in the range: one row per (package, branch) share, with its Riyadh month. */
export function packageShares(scope: CompanyScope, range: { from: Param<Date>; to: Param<Date> }) {
  return (scope.db as Db)
    .select({
      month: sql<number>`extract(month from ${companyPackages.createdAt} at time zone 'Asia/Riyadh')::int`.as('month'),
      branchId: sql<string | null>`${locations.branchId}`.as('branch_id'),
      share: sql<number>`case when ${count} = 0 then ${price}
        else ${price} / ${count} + case when ${place} <= ${price} % ${count} then 1 else 0 end end`.as('share'),
    })
    .from(companyPackages)
    .leftJoin(locations, and(eq(locations.packageId, companyPackages.id), scope.owned(locations)))
    .where(
      scope.owned(
        companyPackages,
        eq(companyPackages.status, 'approved'),
        gte(companyPackages.createdAt, range.from),
        lt(companyPackages.createdAt, range.to),
      ),
    );
}

/**
 * The shares summed per month and branch (branch null: packages with no branch yet), of the chosen branch or of
 * every branch the member sees (a member limited to branches sees their branches' shares only).
 */
export function monthlyPackageSpend(
  scope: CompanyScope,
  filter: { from: Param<Date>; to: Param<Date>; branchId: Param<string> | null },
) {
  const shares = packageShares(scope, filter).as('shares');
  return (scope.db as Db)
    .select({ month: shares.month, branchId: shares.branchId, value: sql<number>`sum(${shares.share})::bigint` })
    .from(shares)
    .where(
      and(
        filter.branchId ? eq(shares.branchId, filter.branchId) : undefined,
        // the member's branch limit, on the share's branch (the branch column of the shares, not of a table)
        scope.branchFilter(shares.branchId as never),
      ),
    )
    .groupBy(shares.month, shares.branchId);
}
