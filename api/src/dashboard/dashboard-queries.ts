import { gt, isNull, or } from 'drizzle-orm';
import { memberships, roles } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { readCompanyAccounts } from '../ledger/index';

export async function companyWallet(scope: CompanyScope) {
  const accounts = await readCompanyAccounts(scope);
  return { balance: accounts.wallet, creditLine: accounts.creditLimit };
}

export const countMembers = (scope: CompanyScope) => scope.count(memberships);
export const countActiveMembers = (scope: CompanyScope, now: Date) =>
  scope.count(memberships, or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)));
export const countRoles = (scope: CompanyScope) => scope.count(roles);
