import type { PackageCreditLine } from '@portal/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { readCompanyAccounts } from '../../money/ledger/index';
import { companyPackages } from '../../platform/db/schema/index';
import { fieldError } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { riyadhDay } from '../catalog/riyadh-day';
import { lockOwnPackage } from './package-gateway-settlement';
import { viewPackages } from './package-view';

// GET company/package/creditLine and POST company/package/updateCreditLineStatus (spec §4 credit-line status).
// Recharges repay the oldest credit first (ledger rechargePlan), so what is still owed is attributed to the
// newest credit-line purchases: walking from the newest, each package owes min(its charge, credit used left).

export async function packageCreditLine(ctx: CompanyContext): Promise<PackageCreditLine> {
  const balances = await readCompanyAccounts(ctx.scope);
  const rows = await ctx.scope
    .select({ pkg: companyPackages })
    .from(companyPackages, isNotNull(companyPackages.creditLineStatus), eq(companyPackages.status, 'approved'))
    .orderBy(desc(companyPackages.createdAt), desc(companyPackages.reference));
  let left = balances.creditUsed;
  const packages = rows.map(({ pkg }) => {
    const outstanding = Math.min(pkg.amountCharged, left);
    left -= outstanding;
    return {
      package_id: pkg.id,
      reference: pkg.reference,
      name: pkg.name,
      credit_line_status: pkg.creditLineStatus as 'active' | 'inactive',
      credit_cost: pkg.creditCost,
      outstanding,
    };
  });
  return {
    credit_line: { limit: balances.creditLimit, used: balances.creditUsed, available: balances.creditAvailable },
    packages,
  };
}

/** Only a package bought on the credit line has a credit-line status to switch. */
export function updateCreditLineStatus(
  ctx: CompanyContext,
  body: { package_id: string; status: 'active' | 'inactive' },
) {
  return ctx.scope.transaction(async (tx) => {
    const pkg = await lockOwnPackage(tx, body.package_id);
    if (pkg.creditLineStatus === null) throw fieldError('package_id', 'packages.credit_line_not_allowed');
    const [updated] = await tx
      .update(companyPackages, { creditLineStatus: body.status }, and(eq(companyPackages.id, pkg.id)))
      .returning();
    const [view] = await viewPackages(tx, [updated!], riyadhDay(ctx.now));
    return view!;
  });
}
