import type { OpsRole } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, moment, userRef } from './columns';
import { companies } from './companies';
import { users } from './users';

/** An ops account's roles (contract/src/ops-permissions.ts) and whether it may still sign in (migration 0029). */
export const opsStaff = pgTable(
  'ops_staff',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().$type<OpsRole[]>().notNull(),
    deactivatedAt: moment('deactivated_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('ops_staff_roles', sql`${table.roles} <@ ARRAY['admin','finance','dispatch','support','catalog']::text[]`),
  ],
);

/** Every ops action: who, when, what, on what and why; written in the action's own transaction. */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: idColumn(),
    actorUserId: userRef('actor_user_id'),
    /** Kept as written, so the log still names an agent who has since been deactivated or renamed. */
    actorName: text('actor_name').notNull(),
    at: moment('at').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    details: jsonb('details').notNull().default({}),
  },
  (table) => [
    index('ops_audit_at_idx').on(table.at.desc(), table.id.desc()),
    index('ops_audit_actor_idx').on(table.actorUserId, table.at.desc()),
    index('ops_audit_company_idx').on(table.companyId, table.at.desc()),
    index('ops_audit_action_idx').on(table.action, table.at.desc()),
  ],
);
