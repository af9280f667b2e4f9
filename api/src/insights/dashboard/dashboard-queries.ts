import { eq, gt, isNull, or, sql } from 'drizzle-orm';
import { branches, companyPackages, memberships, payments, roles } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { newestRows, type Param } from './dashboard-order-queries';

// The company-wide widgets as selects: the dashboard's one statement (dashboard-statement.ts) embeds them.

const count = sql<number>`count(*)::int`;
// An invited person is not a member until they accept (issue 26.6).
const joined = eq(memberships.status, 'active');
export const countMembers = (scope: CompanyScope) => scope.select({ count }).from(memberships, joined);
export const countActiveMembers = (scope: CompanyScope, now: Param<Date>) =>
  scope.select({ count }).from(memberships, joined, or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)));
export const countRoles = (scope: CompanyScope) => scope.select({ count }).from(roles);

/** The newest payments (company-wide: money is not limited by branch). */
export const recentPayments = (scope: CompanyScope) =>
  newestRows(
    scope,
    { table: payments, tieBreak: payments.seq },
    {
      id: payments.id,
      seq: payments.seq,
      method: payments.method,
      type: payments.type,
      status: payments.status,
      amount: payments.amount,
      createdAt: payments.createdAt,
    },
  );

export const recentPackages = (scope: CompanyScope) =>
  newestRows(
    scope,
    { table: companyPackages, tieBreak: companyPackages.id },
    {
      reference: companyPackages.reference,
      name: companyPackages.name,
      status: companyPackages.status,
      type: companyPackages.type,
      total: companyPackages.total,
      used: companyPackages.used,
      total_price: companyPackages.totalPrice,
      createdAt: companyPackages.createdAt,
    },
  );

/** The branches the caller may filter by (a member limited to branches sees only theirs), by name. */
export function visibleBranches(scope: CompanyScope) {
  return scope
    .select({ id: branches.id, name: branches.name, code: branches.code })
    .from(branches)
    .orderBy(branches.name, branches.id);
}
