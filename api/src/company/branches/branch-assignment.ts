import { membershipBranches } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

// Spec §6: a member limited to assigned branches sees only those, so a branch they create (one, or a whole
// import) is assigned to them in the creating transaction; otherwise it would vanish from their own lists.
// An unlimited member (no assigned branch rows) sees every branch already and gets no rows.

const BATCH = 5000; // two parameters a row

/** Assign the new branches to the caller when they are branch-limited; call it inside the creating transaction. */
export async function assignBranches(scope: CompanyScope, branchIds: string[]): Promise<void> {
  const assignee = scope.membershipId;
  if (!assignee || branchIds.length === 0 || !(await scope.isBranchLimited())) return;
  for (let start = 0; start < branchIds.length; start += BATCH) {
    await scope.db
      .insert(membershipBranches)
      .values(branchIds.slice(start, start + BATCH).map((branchId) => ({ membershipId: assignee, branchId })));
  }
}
