import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/app-error';
import type { Queryable } from './database';
import { companies } from './schema/index';

type CompanyOwned = PgTable & { companyId: PgColumn };

/**
 * Company-scoped queries: the company comes from the request context (the caller's current membership), never
 * from the client, and every read through the scope carries the company filter.
 */
export function scoped(db: Queryable, companyId: string) {
  const owned = (table: CompanyOwned, ...more: (SQL | undefined)[]) => and(eq(table.companyId, companyId), ...more);
  return {
    db,
    companyId,
    /** The filter to use in a query on a company-owned table (plus optional extra conditions). */
    owned,
    company: async () => (await db.select().from(companies).where(eq(companies.id, companyId)).limit(1))[0] ?? null,
    count: (table: CompanyOwned, ...more: (SQL | undefined)[]) => db.$count(table, owned(table, ...more)),
  };
}
export type CompanyScope = ReturnType<typeof scoped>;

/** The scope of the company the caller acts in; only routes with an ability rule have one. */
export function requestScope(db: Queryable, request: FastifyRequest): CompanyScope {
  if (!request.membership) throw forbidden();
  return scoped(db, request.membership.companyId);
}
