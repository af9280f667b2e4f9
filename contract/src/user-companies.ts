import * as v from 'valibot';
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
