import * as v from 'valibot';
import { listQueryEntries, sortByEntry } from './list-query';
import { messageKey } from './messages';

// The company's audit log: who changed which user, resident or role, and when. Visible to admins.

export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.deleted',
  'resident.created',
  'resident.updated',
  'resident.deleted',
  'role.created',
  'role.updated',
  'role.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SORT_KEYS = ['created_at', 'action', 'actor'] as const;

export const auditListQuerySchema = v.object({
  ...listQueryEntries,
  sortBy: sortByEntry(AUDIT_SORT_KEYS),
  action: v.optional(v.picklist(AUDIT_ACTIONS, messageKey('validation.invalid'))),
});

export const auditEventSchema = v.object({
  id: v.string(),
  action: v.string(),
  actor: v.object({ id: v.nullable(v.string()), name: v.string() }),
  target: v.object({ type: v.string(), id: v.nullable(v.string()), label: v.string() }),
  changes: v.record(v.string(), v.unknown()),
  /** Names of the roles and branches the change mentions by id (role_id, branch_ids), for a readable log. */
  names: v.optional(v.record(v.string(), v.string()), {}),
  created_at: v.string(),
});
export type AuditEvent = v.InferOutput<typeof auditEventSchema>;
