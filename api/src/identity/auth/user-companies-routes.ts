import { USER_COMPANY_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { userCompanies } from './user-companies-service';

/** The companies of the caller, so a user who works for several picks the active one (spec §4 Role-Id). */
export async function userCompaniesRoutes(app: FastifyInstance) {
  addEndpoint(app, USER_COMPANY_ENDPOINTS.list, (ctx) => userCompanies(ctx));
}
