import * as v from 'valibot';
import { emailField, formObject, requiredText, uuidField } from './fields';
import { listQueryEntries, sortByEntry } from './list-query';
import { messageKey } from './messages';
import { ROLE_TYPES } from './permissions';
import { phoneSchema } from './phone';

// company/user (spec §3 User, §7): a company's member. The id is the membership id (one person may belong to
// several companies; each company sees and edits its own record of them).

/** A company user is anything but a resident; residents have their own list (b2b_residents). */
export const USER_ROLE_TYPES = ROLE_TYPES.filter((type) => type !== 'Company Resident');
/** A user's role type follows their role (issue 14.3); a resident role type would move them to the residents list. */
export function userRoleTypeOf(roleType: string): (typeof USER_ROLE_TYPES)[number] {
  return (USER_ROLE_TYPES as readonly string[]).includes(roleType)
    ? (roleType as (typeof USER_ROLE_TYPES)[number])
    : 'Company User';
}
/**
 * 'invited': a person who already had an account was asked and has not answered yet; 'declined': they said no
 * (issue 26.6). Neither gives access nor counts as a member.
 */
export const USER_STATUSES = ['active', 'expired', 'invited', 'declined'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date, YYYY-MM-DD: access ends at the end of that day (Riyadh time). */
export const expiryDateField = v.pipe(
  v.string(messageKey('validation.invalid')),
  v.trim(),
  v.regex(isoDate, messageKey('validation.invalid')),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, messageKey('validation.invalid')),
);

const usernameField = v.pipe(
  requiredText(60),
  v.regex(/^[\p{L}\p{N}._-]+$/u, messageKey('validation.characters')),
  v.toLowerCase(),
);

const memberEntries = {
  full_name: requiredText(200),
  username: usernameField,
  email: v.nullish(emailField),
  role_id: uuidField,
  branch_ids: v.optional(
    v.pipe(v.array(uuidField, messageKey('validation.invalid')), v.maxLength(500, messageKey('validation.invalid'))),
    [],
  ),
  expires_on: v.nullish(expiryDateField),
};

export const userCreateBodySchema = formObject(
  {
    phone: phoneSchema,
    ...memberEntries,
    /** Ignored for users: the role type follows the chosen role (kept optional for older clients). */
    role_type: v.optional(v.picklist(USER_ROLE_TYPES, messageKey('validation.invalid'))),
  },
  { phone: 'validation.phone_required' },
);
export type UserCreateBody = v.InferInput<typeof userCreateBodySchema>;

/** PUT /company/user/:id: the phone is the person, so it is not editable. */
export const userUpdateBodySchema = formObject({
  id: v.optional(uuidField),
  ...memberEntries,
  role_type: v.optional(v.picklist(USER_ROLE_TYPES, messageKey('validation.invalid'))),
});
export type UserUpdateBody = v.InferInput<typeof userUpdateBodySchema>;

/** Sort keys of the staff and resident lists. */
export const MEMBER_SORT_KEYS = [
  'full_name',
  'username',
  'phone',
  'email',
  'role',
  'role_type',
  'expires_on',
  'created_at',
] as const;

export const userListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(MEMBER_SORT_KEYS),
  role_id: v.optional(uuidField),
  role_type: v.optional(v.picklist(ROLE_TYPES, messageKey('validation.invalid'))),
  status: v.optional(v.picklist(USER_STATUSES, messageKey('validation.invalid'))),
});

export const memberIdParamsSchema = v.object({ id: uuidField });

export const companyUserSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  full_name: v.string(),
  username: v.nullable(v.string()),
  phone: v.string(),
  email: v.nullable(v.string()),
  role_type: v.string(),
  role: v.object({ id: v.string(), name: v.string(), is_admin: v.boolean() }),
  branches: v.array(v.object({ id: v.string(), name: v.string() })),
  expires_on: v.nullable(v.string()),
  status: v.picklist(USER_STATUSES),
  created_at: v.string(),
});
export type CompanyUser = v.InferOutput<typeof companyUserSchema>;

/**
 * The answer of an add: the member, and whether a WhatsApp message went out (a sign-in code to a new person, or the
 * invitation notice to someone who already has an account: then `status` is 'invited').
 */
export const userCreatedSchema = v.object({
  ...companyUserSchema.entries,
  invited: v.boolean(),
});
export type UserCreated = v.InferOutput<typeof userCreatedSchema>;

/**
 * GET /auth/user/phone/:phone, for the add-user dialog: only whether the phone can be added to the caller's company
 * (issue 16.5). Whether it has an account elsewhere, and that person's name, email or id, are never told; a member
 * of the caller's company comes with the company's own record of them.
 */
export const phoneLookupParamsSchema = v.object({ phone: phoneSchema });
export const phoneLookupSchema = v.object({
  phone: v.string(),
  /** False only when the phone is already a member of the caller's company. */
  can_invite: v.boolean(),
  /** The caller's company's member with this phone, if any. */
  member: v.nullable(v.object({ id: v.string(), full_name: v.string() })),
});
export type PhoneLookup = v.InferOutput<typeof phoneLookupSchema>;

/** GET /company/user/options (and /company/resident/options): what the member form chooses from. */
export const memberOptionsSchema = v.object({
  roles: v.array(v.object({ id: v.string(), name: v.string(), is_admin: v.boolean() })),
  branches: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type MemberOptions = v.InferOutput<typeof memberOptionsSchema>;
