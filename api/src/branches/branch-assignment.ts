import type { CompanyScope } from '../db/company-scope';
import type { Queryable } from '../db/database';
import { membershipBranches } from '../db/schema/index';

// Spec §6: a member limited to assigned branches sees only those, so a branch they create (one, or a whole
// import) is assigned to them in the creating transaction; otherwise it would vanish from their own lists.
// An unlimited member (no assigned branch rows) sees every branch already and gets no rows.

const BATCH = 5000; // two parameters a row

/**
 * The membership new branches must be assigned to, or null when the caller is not limited. Read BEFORE the
 * transaction opens: PGlite has one connection, so a read outside an open transaction would wait forever.
 */
export async function limitedAssignee(scope: CompanyScope): Promise<string | null> {
  if (!scope.membershipId) return null;
  return (await scope.allowedBranchIds()).length > 0 ? scope.membershipId : null;
}

/** Assign the new branches to the limited member, inside the transaction that created them. */
export async function assignBranches(tx: Queryable, assignee: string | null, branchIds: string[]): Promise<void> {
  if (!assignee) return;
  for (let start = 0; start < branchIds.length; start += BATCH) {
    await tx
      .insert(membershipBranches)
      .values(branchIds.slice(start, start + BATCH).map((branchId) => ({ membershipId: assignee, branchId })));
  }
}
