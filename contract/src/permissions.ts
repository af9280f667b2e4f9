import * as v from 'valibot';
import { messageKey } from './messages';

// The permission model of spec §6: a permission is (action, subject). `manage` covers every action and `all`
// every subject (CASL semantics, same engine on the API and in the browser). Company roles are built from the
// module subjects × actions below; `manage all` is reserved for the Admin role every company gets on registration.

/**
 * Spec §6 module subjects, in menu order; `group` is the menu section the module belongs to. `ops_companies` is
 * also the operations console's subject (ops-permissions.ts): in a company role it means "see the company's own
 * account terms" (its contract, prices and shifts, the /b2b/account/* pages), never the console (ADR 0071).
 */
export const MODULES = [
  { subject: 'b2b_dashboard', group: 'dashboard' },
  { subject: 'b2b_dashboard_analytics', group: 'dashboard' },
  { subject: 'b2b_branches_management', group: 'branches' },
  { subject: 'b2b_branches', group: 'branches' },
  { subject: 'b2b_properties', group: 'branches' },
  { subject: 'b2b_units', group: 'branches' },
  { subject: 'b2b_users_management', group: 'users' },
  { subject: 'b2b_users', group: 'users' },
  { subject: 'b2b_residents', group: 'users' },
  { subject: 'b2b_roles_and_permissions', group: 'users' },
  { subject: 'b2b_orders_management', group: 'orders' },
  { subject: 'b2b_orders', group: 'orders' },
  { subject: 'b2b_packages', group: 'orders' },
  { subject: 'b2b_accounting_management', group: 'accounting' },
  { subject: 'b2b_wallet', group: 'accounting' },
  { subject: 'b2b_invoices', group: 'accounting' },
  { subject: 'b2b_transactions', group: 'accounting' },
  { subject: 'b2b_payments', group: 'accounting' },
  { subject: 'b2b_wallet_temp_transactions', group: 'accounting' },
  { subject: 'b2b_reals', group: 'marketing' },
  { subject: 'b2b_messages_management', group: 'messages' },
  { subject: 'b2b_messages', group: 'messages' },
  { subject: 'b2b_settings', group: 'settings' },
  { subject: 'b2b_account_information', group: 'settings' },
  { subject: 'ops_companies', group: 'settings' },
  { subject: 'b2b_notifications', group: 'settings' },
  { subject: 'Auth', group: 'account' },
  { subject: 'AclDemo', group: 'account' },
] as const;

export type ModuleSubject = (typeof MODULES)[number]['subject'];
export type ModuleGroup = (typeof MODULES)[number]['group'];
export const MODULE_SUBJECTS = MODULES.map((m) => m.subject) as ModuleSubject[];

/** Spec §6 actions, spelled as the spec lists them ("update password" included, with its space). */
export const ACTIONS = [
  'read',
  'insert',
  'update',
  'delete',
  'print',
  'export',
  'import',
  'read_otp',
  'refresh_payment',
  'accept_payment',
  'confirm_payment',
  'refund_payment',
  'collect_cash_payment',
  'update_service',
  'update_offer_quantity',
  'reschedule_order',
  'reschedule_late_order',
  'assign_provider',
  'bulk_upload',
  'update password',
] as const;
export type PermissionAction = (typeof ACTIONS)[number];

/** CASL wildcards: only the Admin role holds them. */
export const MANAGE = 'manage';
export const ALL = 'all';

/** Spec §6 role types and account types. */
export const ROLE_TYPES = ['Admin', 'Employee', 'Leader', 'Technician', 'Company User', 'Company Resident'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
export const ACCOUNT_TYPES = ['ops', 'company', 'customer', 'provider'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** One (action, subject) pair a company role may grant. */
export const permissionSchema = v.object({
  action: v.picklist(ACTIONS, messageKey('validation.invalid')),
  subject: v.picklist(MODULE_SUBJECTS, messageKey('validation.invalid')),
});
export type Permission = v.InferOutput<typeof permissionSchema>;

/** GET /company/roles/module */
export const moduleItemSchema = v.object({ subject: v.string(), group: v.string() });
export type ModuleItem = v.InferOutput<typeof moduleItemSchema>;
/** GET /company/roles/action */
export const actionItemSchema = v.object({ action: v.string() });
export type ActionItem = v.InferOutput<typeof actionItemSchema>;
