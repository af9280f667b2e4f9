import * as v from 'valibot';
import { opsRoleSchema } from './ops-permissions';

// The login-info answer of POST /api/v1/auth/user/me (spec §3, §7). Isomorphic: the API builds it, the shell stores it.
export const abilityRuleSchema = v.object({ action: v.string(), subject: v.string() });
export type AbilityRule = v.InferOutput<typeof abilityRuleSchema>;

export const localizedNameSchema = v.object({ ar: v.string(), en: v.string() });

export const loginInfoSchema = v.object({
  user: v.object({
    id: v.string(),
    name: v.string(),
    phone: v.string(),
    email: v.nullable(v.string()),
    img_url: v.nullable(v.string()),
  }),
  token: v.string(),
  role: v.object({
    id: v.string(),
    company: v.object({ id: v.string(), name: localizedNameSchema, logo_url: v.nullable(v.string()) }),
    role: v.object({ title: v.string() }),
    is_admin: v.boolean(),
    /** Spec §1 account types; absent means company. */
    account_type: v.optional(v.picklist(['ops', 'company', 'customer', 'provider'])),
    ability: v.array(abilityRuleSchema),
    /**
     * An ops account's roles (issue 27.2); its `ability` is their rules (opsRulesOf). An ops account has no company:
     * `id` is empty (no Role-Id is sent) and `company` names the platform's operations team.
     */
    ops_roles: v.optional(v.array(opsRoleSchema)),
  }),
  wallet: v.object({ balance: v.number(), credit_line: v.number(), currency: v.literal('SAR') }),
});
export type LoginInfo = v.InferOutput<typeof loginInfoSchema>;
