import * as v from 'valibot';
import { endpoint } from './endpoint';
import {
  companyInvitationsSchema,
  invitationIdParamsSchema,
  userCompaniesSchema,
  userCompanySchema,
} from './user-companies';
import { phoneLookupParamsSchema, phoneLookupSchema } from './users';

// The companies of the signed-in person (spec §4 Role-Id), their invitations from others (issue 26.6), and who a
// phone belongs to before adding them (spec §7 auth user/phone), declared once (issue 25.1).

const tag = 'auth';

export const USER_COMPANY_ENDPOINTS = {
  list: endpoint({
    operationId: 'listOwnCompanies',
    method: 'GET',
    path: 'auth/user/companies',
    access: { auth: 'signed-in' },
    summary: 'Companies the caller belongs to, with the role in each',
    tag,
    response: userCompaniesSchema,
  }),
  /** The invitations are open to a member whose every access has expired: joining another company is a way back. */
  invitations: endpoint({
    operationId: 'listOwnInvitations',
    method: 'GET',
    path: 'auth/user/invitations',
    access: { auth: 'signed-in' },
    summary: 'Companies that invited the caller and wait for an answer',
    tag,
    response: companyInvitationsSchema,
  }),
  acceptInvitation: endpoint({
    operationId: 'acceptInvitation',
    method: 'POST',
    path: 'auth/user/invitations/:id/accept',
    access: { auth: 'signed-in' },
    summary: 'Accept an invitation: the company joins the caller’s list with the role chosen for them',
    tag,
    params: invitationIdParamsSchema,
    response: userCompanySchema,
    message: 'success.updated',
  }),
  declineInvitation: endpoint({
    operationId: 'declineInvitation',
    method: 'POST',
    path: 'auth/user/invitations/:id/decline',
    access: { auth: 'signed-in' },
    summary: 'Decline an invitation: the company sees it declined',
    tag,
    params: invitationIdParamsSchema,
    response: v.null(),
    message: 'success.updated',
  }),
  /** Only for callers who may add users, so it is not an open directory of people. */
  lookupPhone: endpoint({
    operationId: 'lookupPhone',
    method: 'GET',
    path: 'auth/user/phone/:phone',
    access: { ability: { action: 'insert', subject: 'b2b_users' } },
    summary: 'Find the person a phone number belongs to (add user by phone)',
    tag,
    params: phoneLookupParamsSchema,
    response: phoneLookupSchema,
  }),
};
