import type { FastifyInstance } from 'fastify';
import { memberRoutes } from '../../identity/users/member-routes';

/** Residents (b2b_residents), contract: MEMBER_ENDPOINTS.resident: members whose role type is Company Resident. */
export async function residentRoutes(app: FastifyInstance) {
  memberRoutes(app, {
    kind: 'resident',
    toInput: (body) => ({
      full_name: body.full_name,
      username: body.username,
      email: body.email,
      role_id: body.role_id,
      role_type: 'Company Resident',
      branch_ids: body.branch_ids,
      expires_on: body.expires_on,
    }),
  });
}
