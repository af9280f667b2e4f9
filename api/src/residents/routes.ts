import { residentCreateBodySchema, residentListQuerySchema, residentUpdateBodySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { memberRoutes } from '../users/member-routes';

/** Residents (b2b_residents), mounted at /api/v1/company/resident: members whose role type is Company Resident. */
export async function residentRoutes(app: FastifyInstance) {
  memberRoutes(app, {
    kind: 'resident',
    subject: 'b2b_residents',
    createBody: residentCreateBodySchema,
    updateBody: residentUpdateBodySchema,
    listQuery: residentListQuerySchema,
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
