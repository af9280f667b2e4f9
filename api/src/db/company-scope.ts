import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/app-error';
import type { Queryable } from './database';
import { companies, membershipBranches } from './schema/index';

type CompanyOwned = PgTable & { companyId: PgColumn };

/**
 * Company-scoped queries: the company comes from the request context (the caller's current membership), never
 * from the client, and every read through the scope carries the company filter.
 */
export function scoped(db: Queryable, companyId: string, membershipId: string | null = null) {
  const owned = (table: CompanyOwned, ...more: (SQL | undefined)[]) => and(eq(table.companyId, companyId), ...more);
  let allowed: Promise<string[]> | undefined;
  const allowedBranchIds = () => {
    allowed ??= membershipId
      ? db
          .select({ id: membershipBranches.branchId })
          .from(membershipBranches)
          .where(eq(membershipBranches.membershipId, membershipId))
          .then((rows) => rows.map((row) => row.id))
      : Promise.resolve([]);
    return allowed;
  };
  return {
    db,
    companyId,
    /** The caller's membership (null for a scope built outside a request). */
    membershipId,
    /** The filter to use in a query on a company-owned table (plus optional extra conditions). */
    owned,
    company: async () => (await db.select().from(companies).where(eq(companies.id, companyId)).limit(1))[0] ?? null,
    count: (table: CompanyOwned, ...more: (SQL | undefined)[]) => db.$count(table, owned(table, ...more)),
    /** Spec §6: the branches the member is limited to; empty means every branch of the company (read once). */
    allowedBranchIds,
    /** The filter limiting a branch id column to the member's branches, or undefined when not limited. */
    branchFilter: async (branchId: PgColumn) => {
      const ids = await allowedBranchIds();
      return ids.length > 0 ? inArray(branchId, ids) : undefined;
    },
  };
}
export type CompanyScope = ReturnType<typeof scoped>;

/** The scope of the company the caller acts in; only routes with an ability rule have one. */
export function requestScope(db: Queryable, request: FastifyRequest): CompanyScope {
  if (!request.membership) throw forbidden();
  return scoped(db, request.membership.companyId, request.membership.id);
}

/**
 * A company named in a path (`company/company/:id`) must be the company the caller acts in; any other id is
 * answered as not found, so ids of other companies reveal nothing.
 */
export function ensureOwnCompany(scope: CompanyScope, companyId: string): void {
  if (companyId !== scope.companyId) throw notFound();
}
