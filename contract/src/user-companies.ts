import * as v from 'valibot';
import { uuidField } from './fields';
import { localizedNameSchema } from './login-info';

// GET /api/v1/auth/user/companies: every company the caller belongs to, to pick the active one (Role-Id).
export const userCompanySchema = v.object({
  /** The membership id: what Role-Id / login-info role_id carry. */
  role_id: v.string(),
  company: v.object({ id: v.string(), name: localizedNameSchema, logo_url: v.nullable(v.string()) }),
  role: v.object({ title: v.string() }),
  is_admin: v.boolean(),
  expires_at: v.nullable(v.string()),
  /** False once the membership has expired: it cannot be picked. */
  active: v.boolean(),
});
export type UserCompany = v.InferOutput<typeof userCompanySchema>;
export const userCompaniesSchema = v.array(userCompanySchema);

/**
 * GET /api/v1/auth/user/invitations (issue 26.6): the companies that asked the caller to join and wait for an
 * answer. The id is the membership id; accepted, it becomes a role_id of the list above.
 */
export const companyInvitationSchema = v.object({
  id: v.string(),
  company: v.object({ id: v.string(), name: localizedNameSchema, logo_url: v.nullable(v.string()) }),
  role: v.object({ title: v.string() }),
  invited_at: v.string(),
});
export type CompanyInvitation = v.InferOutput<typeof companyInvitationSchema>;
export const companyInvitationsSchema = v.array(companyInvitationSchema);
export const invitationIdParamsSchema = v.object({ id: uuidField });
