import { userCompaniesSchema } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listMemberships } from '../ability/membership-queries';
import { companies } from '../db/schema/index';
import { unauthenticated } from '../http/app-error';
import { addRoute } from '../http/route';

/** The companies of the caller, so a user who works for several picks the active one (spec §4 Role-Id). */
export async function userCompaniesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/user/companies',
    rule: { auth: 'signed-in' },
    summary: 'Companies the caller belongs to, with the role in each',
    tags: ['auth'],
    response: userCompaniesSchema,
    handler: async (_ctx, _input, { request }) => {
      const caller = request.caller;
      if (!caller) throw unauthenticated();
      const db = app.database.db;
      const memberships = await listMemberships(
        app.database.systemDb('the companies the caller belongs to'),
        caller.userId,
      );
      if (memberships.length === 0) return [];
      const rows = await db
        .select({ id: companies.id, nameAr: companies.nameAr, nameEn: companies.nameEn, logoUrl: companies.logoUrl })
        .from(companies)
        .where(
          inArray(
            companies.id,
            memberships.map((m) => m.companyId),
          ),
        );
      const byId = new Map(rows.map((c) => [c.id, c]));
      const now = app.now().getTime();
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
    },
  });
}
