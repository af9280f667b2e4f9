import type { CallerRecord } from '../../platform/ability/caller-lookup';
import { chooseMembership, roleIdHeader } from '../../platform/ability/current-membership';
import type { Queryable } from '../../platform/db/database';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';

/** What the catalog's routes pass of their request (services never see Fastify, issue 8.3). */
type CatalogCaller = { callerRecord?: unknown; headers: Record<string, string | string[] | undefined> };

/**
 * The company a signed-in caller of the catalog acts in (the Role-Id membership, else their first live one), so
 * the catalog answers its rows at that company's prices (ADR 0071); null for ops and provider accounts, who see
 * the list prices. The sign-in hook has already refused an expired or foreign Role-Id.
 */
export function callerCompany(request: CatalogCaller, db: Queryable, now: Date): CompanyScope | null {
  const memberships = (request.callerRecord as CallerRecord | undefined)?.memberships ?? [];
  if (memberships.length === 0) return null;
  const membership = chooseMembership(memberships, roleIdHeader(request.headers), now);
  return companyScope(db, { companyId: membership.companyId, membershipId: null });
}
