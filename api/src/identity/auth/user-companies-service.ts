import type { userCompaniesSchema } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { listMemberships } from '../../platform/ability/membership-queries';
import { companies } from '../../platform/db/schema/index';
import type { SignedInContext } from '../../platform/http/request-context';

/** The caller's companies with the role in each, expired ones marked (spec §4 Role-Id). */
export async function userCompanies(ctx: SignedInContext): Promise<v.InferInput<typeof userCompaniesSchema>> {
  const memberships = await listMemberships(ctx.systemDb('the companies the caller belongs to'), ctx.actor.userId);
  if (memberships.length === 0) return [];
  const rows = await ctx.db
    .select({ id: companies.id, nameAr: companies.nameAr, nameEn: companies.nameEn, logoUrl: companies.logoUrl })
    .from(companies)
    .where(
      inArray(
        companies.id,
        memberships.map((m) => m.companyId),
      ),
    );
  const byId = new Map(rows.map((c) => [c.id, c]));
  const now = ctx.now.getTime();
  return memberships.map((m) => {
    const company = byId.get(m.companyId);
    return {
      role_id: m.id,
      company: {
        id: m.companyId,
        name: { ar: company?.nameAr ?? '', en: company?.nameEn ?? '' },
        logo_url: company?.logoUrl ?? null,
      },
      role: { title: m.roleName },
      is_admin: m.isAdmin,
      expires_at: m.expiresAt?.toISOString() ?? null,
      active: !m.expiresAt || m.expiresAt.getTime() > now,
    };
  });
}
