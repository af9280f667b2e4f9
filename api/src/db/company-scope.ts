import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/app-error';
import type { Queryable } from './database';
import { type CompanyScope, companyScope } from './scoped-db';

export type { CompanyScope } from './scoped-db';

/** A company-wide scope (no member, so no branch limit): company work done outside a member's view. */
export function scoped(db: Queryable, companyId: string, membershipId: string | null = null): CompanyScope {
  return companyScope(db, { companyId, membershipId });
}

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
