import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, moment, partOf } from './columns';
import { users } from './users';

// Who may do what in which company: a membership gives a user one role in one company; a role holds
// (action, subject) permissions as in spec §6.

export const roleTypes = ['Admin', 'Employee', 'Leader', 'Technician', 'Company User', 'Company Resident'] as const;
export const roleType = pgEnum('role_type', roleTypes);

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    type: roleType('type').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('roles_company_idx').on(table.companyId)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: idColumn(),
    roleId: partOf('role_id', () => roles.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
  },
  (table) => [unique('role_permissions_rule_unique').on(table.roleId, table.action, table.subject)],
);

export const membershipStatuses = ['active', 'invited', 'declined'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const memberships = pgTable(
  'memberships',
  {
    id: idColumn(),
    userId: partOf('user_id', () => users.id),
    companyId: companyIdColumn(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    /** Spec §6 role type of the person in this company (Company Resident = listed under residents). */
    roleType: roleType('role_type').notNull().default('Company User'),
    /** The company's own record of the person; null = the person's profile (users) is shown. */
    fullName: text('full_name'),
    username: text('username'),
    email: text('email'),
    /** Optional end of access (spec §6: a user may have an expiry date). */
    expiresAt: moment('expires_at'),
    /**
     * Issue 26.6: a person who already has an account is invited, not added: 'invited' until they accept
     * ('active') or decline ('declined'). Only an active membership gives access or counts as a member.
     */
    status: text('status', { enum: membershipStatuses }).notNull().default('active'),
    /** When the invitation notice was last sent (resend moves it); null for members added without one. */
    invitedAt: moment('invited_at'),
    /** When the person accepted or declined. */
    respondedAt: moment('responded_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('memberships_user_company_unique').on(table.userId, table.companyId),
    unique('memberships_company_username_unique').on(table.companyId, table.username),
    index('memberships_company_idx').on(table.companyId),
    check('memberships_status', sql`${table.status} IN ('active','invited','declined')`),
  ],
);
