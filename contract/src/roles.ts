import * as v from 'valibot';
import { formObject, requiredText, uuidField } from './fields';
import { listQueryEntries, sortByEntry } from './list-query';
import { messageKey } from './messages';
import { permissionSchema, ROLE_TYPES } from './permissions';

// company/roles/role (spec §7): a company role is a name plus a set of (module, action) pairs.

export const roleBodySchema = formObject({
  name: requiredText(100),
  type: v.optional(v.picklist(ROLE_TYPES, messageKey('validation.invalid')), 'Employee'),
  permissions: v.pipe(
    v.array(permissionSchema, messageKey('validation.invalid')),
    v.maxLength(1000, messageKey('validation.invalid')),
  ),
});
export type RoleBody = v.InferInput<typeof roleBodySchema>;
export const roleUpdateBodySchema = v.object({ ...roleBodySchema.entries, id: v.optional(uuidField) });

export const ROLE_SORT_KEYS = ['name', 'type', 'users_count', 'created_at'] as const;
export const roleListQuerySchema = v.object({ ...listQueryEntries, sortBy: sortByEntry(ROLE_SORT_KEYS) });

/** DELETE /company/roles/role/:id?move_to=<role id>: where the role's users go before it is deleted. */
export const roleDeleteQuerySchema = v.object({ move_to: v.optional(uuidField) });

export const roleSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.string(),
  is_admin: v.boolean(),
  users_count: v.number(),
  permissions: v.array(v.object({ action: v.string(), subject: v.string() })),
  created_at: v.string(),
});
export type Role = v.InferOutput<typeof roleSchema>;
export const roleIdParamsSchema = v.object({ id: uuidField });
