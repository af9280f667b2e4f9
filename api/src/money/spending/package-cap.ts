import { eq } from 'drizzle-orm';
import { branches } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { fieldError } from '../../platform/http/app-error';
import { checkBranchCap } from './branch-cap';

// A package paid at once from the company's money (wallet, credit line) counts against the caps of the branches it
// covers, each for its share (the amount spread evenly, as branch-cap.ts counts it afterwards; issue 26.1). A buyer
// without accept_payment is refused (422 on branch_ids) when a share takes its branch past the cap: a package has no
// "held" state to wait in, so unlike an order it is not held. Someone who may accept payments buys it (their own
// action is the approval), or it is paid by card or transfer (their own explicit steps, ADR 0014).

export interface PackageCapRequest {
  branchIds: readonly string[];
  amount: number;
  mayApprove: boolean;
  now: Date;
}

/** Call in the purchase's transaction before the money moves; cap rows are locked in branch id order. */
export async function refusePackageOverCap(tx: CompanyScope, request: PackageCapRequest): Promise<void> {
  const { branchIds, amount, now } = request;
  if (request.mayApprove || amount <= 0 || branchIds.length === 0) return;
  const share = Math.floor(amount / branchIds.length);
  for (const branchId of [...branchIds].sort()) {
    const cap = await checkBranchCap(tx, branchId, share, now);
    if (!cap?.exceeded) continue;
    const [branch] = await tx.select({ name: branches.name }).from(branches, eq(branches.id, branchId));
    throw fieldError('branch_ids', 'spending.package_over_cap', { branch: branch?.name ?? '' });
  }
}
