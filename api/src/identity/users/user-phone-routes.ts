import { phoneLookupParamsSchema, phoneLookupSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/http/route';
import { findPersonByPhone } from './person-by-phone';

/**
 * auth user/phone/{phone} (spec §7): who a phone belongs to, for "add user by phone search". Only for callers
 * who may add users, so it is not an open directory of people.
 */
export async function userPhoneRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/user/phone/:phone',
    rule: { ability: { action: 'insert', subject: 'b2b_users' } },
    summary: 'Find the person a phone number belongs to (add user by phone)',
    tags: ['auth'],
    params: phoneLookupParamsSchema,
    response: phoneLookupSchema,
    handler: (ctx, { params }) => findPersonByPhone(ctx, params),
  });
}
