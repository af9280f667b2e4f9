import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/app-error';
import type { Queryable } from './database';
import { type CompanyScope, companyScope } from './scoped-db';

// For the few raw Fastify routes (a streamed file answer); every other route gets `ctx.scope`.

/** The scope of the company the caller acts in; only routes with an ability rule have one. */
export function requestScope(db: Queryable, request: FastifyRequest): CompanyScope {
  if (!request.membership) throw forbidden();
  return companyScope(db, { companyId: request.membership.companyId, membershipId: request.membership.id });
}

/**
 * A company named in a path (`company/company/:id`) must be the company the caller acts in; any other id is
 * answered as not found, so ids of other companies reveal nothing.
 */
export function ensureOwnCompany(scope: CompanyScope, companyId: string): void {
  if (companyId !== scope.companyId) throw notFound();
}
