import { gt, isNull, or } from 'drizzle-orm';
import { memberships, roles, wallets } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';

export async function companyWallet(scope: CompanyScope) {
  const [row] = await scope.db
    .select({ balance: wallets.balance, creditLine: wallets.creditLine })
    .from(wallets)
    .where(scope.owned(wallets))
    .limit(1);
  return row ?? { balance: 0, creditLine: 0 };
}

export const countMembers = (scope: CompanyScope) => scope.count(memberships);
export const countActiveMembers = (scope: CompanyScope, now: Date) =>
  scope.count(memberships, or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)));
export const countRoles = (scope: CompanyScope) => scope.count(roles);
