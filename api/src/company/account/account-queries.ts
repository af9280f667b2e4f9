import { eq } from 'drizzle-orm';
import { companies } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';

export type AccountChanges = Pick<
  typeof companies.$inferInsert,
  | 'nameAr'
  | 'nameEn'
  | 'address'
  | 'contactPerson'
  | 'contactPhone'
  | 'contactEmail'
  | 'ownerName'
  | 'ownerPhone'
  | 'ownerEmail'
  | 'crNumber'
  | 'vatNumber'
  | 'nationalAddress'
  | 'updatedAt'
>;

/** Updates the scope's own company row (the only one a caller can change). */
export async function updateCompanyAccount(scope: CompanyScope, changes: AccountChanges) {
  await scope.db.update(companies).set(changes).where(eq(companies.id, scope.companyId));
}
