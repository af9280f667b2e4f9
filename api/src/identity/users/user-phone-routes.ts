import { USER_COMPANY_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { findPersonByPhone } from './person-by-phone';

/**
 * auth user/phone/{phone} (spec §7): who a phone belongs to, for "add user by phone search". Only for callers
 * who may add users, so it is not an open directory of people.
 */
export async function userPhoneRoutes(app: FastifyInstance) {
  addEndpoint(app, USER_COMPANY_ENDPOINTS.lookupPhone, (ctx, { params }) => findPersonByPhone(ctx, params));
}
