import {
  companyInvitationsSchema,
  invitationIdParamsSchema,
  type UserCompany,
  userCompanySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { addRoute } from '../../platform/http/route';
import { acceptInvitation, declineInvitation, listInvitations } from './invitation-answers';

/**
 * The caller's invitations to join companies (issue 26.6): a company that adds someone who already has an account
 * only invites them, and the company joins their list when they accept. Open to a member whose every access has
 * expired: joining another company is their way back in.
 */
export async function userInvitationsRoutes(app: FastifyInstance) {
  const tags = ['auth'];
  const rule = { auth: 'signed-in' } as const;
  const config = { expiredMemberAllowed: true };

  addRoute(app, {
    method: 'GET',
    url: '/user/invitations',
    rule,
    config,
    summary: 'Companies that invited the caller and wait for an answer',
    tags,
    response: companyInvitationsSchema,
    handler: (ctx) => listInvitations(ctx),
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/invitations/:id/accept',
    rule,
    config,
    summary: 'Accept an invitation: the company joins the caller’s list with the role chosen for them',
    tags,
    params: invitationIdParamsSchema,
    response: userCompanySchema,
    message: 'success.updated',
    handler: (ctx, { params }): Promise<UserCompany> => acceptInvitation(ctx, params),
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/invitations/:id/decline',
    rule,
    config,
    summary: 'Decline an invitation: the company sees it declined',
    tags,
    params: invitationIdParamsSchema,
    response: v.null(),
    message: 'success.updated',
    handler: (ctx, { params }) => declineInvitation(ctx, params),
  });
}
