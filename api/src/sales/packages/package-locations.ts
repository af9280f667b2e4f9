import { eq, inArray, notInArray } from 'drizzle-orm';
import { branches, companyPackageLocations } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { fieldError } from '../../platform/http/app-error';

// A package's locations (spec §4, §5): at most its allowed count ('You can choose only ({n}) locations'), only
// the company's own branches (another company's id is "invalid", never "not yours"), within its allowed areas.

export async function checkLocations(
  scope: CompanyScope,
  limits: { allowedLocationCount: number; allowedAreaIds: string[] },
  requested: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(requested)];
  if (ids.length > limits.allowedLocationCount) {
    throw fieldError('branch_ids', 'validation.max_locations', { n: limits.allowedLocationCount });
  }
  if (ids.length === 0) return ids;
  const found = await scope
    .select({ id: branches.id, areaId: branches.areaId })
    .from(branches, inArray(branches.id, ids));
  if (found.length !== ids.length) throw fieldError('branch_ids', 'validation.invalid');
  if (
    limits.allowedAreaIds.length > 0 &&
    found.some((branch) => !limits.allowedAreaIds.includes(branch.areaId ?? ''))
  ) {
    throw fieldError('branch_ids', 'packages.area_not_allowed');
  }
  return ids;
}

/** Makes the package cover exactly these branches (rows of removed branches go; consumption stays recorded). */
export async function replaceLocations(scope: CompanyScope, packageId: string, branchIds: string[], now: Date) {
  await scope.delete(
    companyPackageLocations,
    eq(companyPackageLocations.packageId, packageId),
    branchIds.length > 0 ? notInArray(companyPackageLocations.branchId, branchIds) : undefined,
  );
  if (branchIds.length === 0) return;
  await scope
    .insert(companyPackageLocations)
    .values(branchIds.map((branchId) => ({ packageId, branchId, createdAt: now })))
    .onConflictDoNothing();
}
