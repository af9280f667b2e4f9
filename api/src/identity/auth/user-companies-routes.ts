import { userCompaniesSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/http/route';
import { userCompanies } from './user-companies-service';

/** The companies of the caller, so a user who works for several picks the active one (spec §4 Role-Id). */
export async function userCompaniesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/user/companies',
    rule: { auth: 'signed-in' },
    summary: 'Companies the caller belongs to, with the role in each',
    tags: ['auth'],
    response: userCompaniesSchema,
    handler: (ctx) => userCompanies(ctx),
  });
}
