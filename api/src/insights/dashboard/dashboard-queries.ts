import { eq, gt, isNull, or, sql } from 'drizzle-orm';
import { branches, companyPackages, memberships, payments, roles } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { newestFirst, type Param, rowLimit } from './dashboard-order-queries';

// The company-wide widgets as selects: the dashboard's one statement (dashboard-statement.ts) embeds them.

const count = sql<number>`count(*)::int`;
// An invited person is not a member until they accept (issue 26.6).
const joined = eq(memberships.status, 'active');
export const countMembers = (scope: CompanyScope) => scope.select({ count }).from(memberships, joined);
export const countActiveMembers = (scope: CompanyScope, now: Param<Date>) =>
  scope.select({ count }).from(memberships, joined, or(isNull(memberships.expiresAt), gt(memberships.expiresAt, now)));
export const countRoles = (scope: CompanyScope) => scope.select({ count }).from(roles);

/** The newest payments (company-wide: money is not limited by branch). */
export function recentPayments(scope: CompanyScope, limit = 5) {
  return scope
    .select({
      id: payments.id,
      seq: payments.seq,
      method: payments.method,
      type: payments.type,
      status: payments.status,
      amount: payments.amount,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .orderBy(newestFirst(payments.createdAt), newestFirst(payments.seq))
    .limit(rowLimit(limit));
}

export function recentPackages(scope: CompanyScope, limit = 5) {
  return scope
    .select({
      reference: companyPackages.reference,
      name: companyPackages.name,
      status: companyPackages.status,
      type: companyPackages.type,
      total: companyPackages.total,
      used: companyPackages.used,
      total_price: companyPackages.totalPrice,
      createdAt: companyPackages.createdAt,
    })
    .from(companyPackages)
    .orderBy(newestFirst(companyPackages.createdAt), newestFirst(companyPackages.id))
    .limit(rowLimit(limit));
}

/** The branches the caller may filter by (a member limited to branches sees only theirs), by name. */
export function visibleBranches(scope: CompanyScope) {
  return scope
    .select({ id: branches.id, name: branches.name, code: branches.code })
    .from(branches)
    .orderBy(branches.name, branches.id);
}
