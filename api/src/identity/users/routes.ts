import type { FastifyInstance } from 'fastify';
import { memberRoutes } from './member-routes';
import { userInvitationsRoutes } from './user-invitations-routes';
import { userPhoneRoutes } from './user-phone-routes';

/**
 * company/user (spec §7), contract: MEMBER_ENDPOINTS.user; and, under auth/ (spec §7's paths), who a phone belongs
 * to (adding a user by phone) and the caller's invitations from companies.
 */
export async function userRoutes(app: FastifyInstance) {
  await app.register(userPhoneRoutes);
  await app.register(userInvitationsRoutes);
  memberRoutes(app, {
    kind: 'user',
    toInput: (body) => ({
      full_name: body.full_name,
      username: body.username,
      email: body.email,
      role_id: body.role_id,
      role_type: body.role_type ?? 'Company User', // replaced by the role's type (member-service)
      branch_ids: body.branch_ids,
      expires_on: body.expires_on,
    }),
  });
}
