import { eq } from 'drizzle-orm';
import { companies } from '../../platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../platform/db/scoped-db';
import { notFound } from '../../platform/http/app-error';
import type { SignedInContext } from '../../platform/http/request-context';

/** The scope of the company named in an ops path (company-wide); 404 when there is no such company. */
export async function opsCompanyScope(ctx: SignedInContext, companyId: string, why: string): Promise<CompanyScope> {
  const db = ctx.systemDb(why);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return companyScope(db, { companyId, membershipId: null });
}
