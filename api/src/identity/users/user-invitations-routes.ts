import { USER_COMPANY_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { acceptInvitation, declineInvitation, listInvitations } from './invitation-answers';

/**
 * The caller's invitations to join companies (issue 26.6): a company that adds someone who already has an account
 * only invites them, and the company joins their list when they accept. Open to a member whose every access has
 * expired: joining another company is their way back in.
 */
export async function userInvitationsRoutes(app: FastifyInstance) {
  const config = { expiredMemberAllowed: true };
  addEndpoint(app, endpoints.invitations, (ctx) => listInvitations(ctx), config);
  addEndpoint(app, endpoints.acceptInvitation, (ctx, { params }) => acceptInvitation(ctx, params), config);
  addEndpoint(app, endpoints.declineInvitation, (ctx, { params }) => declineInvitation(ctx, params), config);
}
