import type { BranchSpending } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { branches, branchSpendingCaps } from '../../platform/db/schema/index';
import { notFound } from '../../platform/http/app-error';
import type { CompanyContext } from '../../platform/http/request-context';
import { branchSpending } from './spending-overview';

/** PUT company/wallets/spending/caps/:branchId (update b2b_wallet): sets or (null) removes a branch's cap. */
export function setBranchCap(
  ctx: CompanyContext,
  branchId: string,
  monthlyCap: number | null,
): Promise<BranchSpending> {
  return ctx.scope.transaction(async (tx) => {
    const [branch] = await tx.select({ id: branches.id }).from(branches, eq(branches.id, branchId));
    if (!branch) throw notFound('errors.not_found');
    if (monthlyCap === null) {
      await tx.delete(branchSpendingCaps, eq(branchSpendingCaps.branchId, branchId));
    } else {
      await tx
        .insert(branchSpendingCaps)
        .values({ branchId, monthlyCap, updatedBy: ctx.actor.userId, updatedAt: ctx.now })
        .onConflictDoUpdate({
          target: [branchSpendingCaps.companyId, branchSpendingCaps.branchId],
          set: { monthlyCap, updatedBy: ctx.actor.userId, updatedAt: ctx.now },
        });
    }
    const [row] = await branchSpending(tx, ctx.now, branchId);
    return row!;
  });
}
