import type { ModuleSubject, PermissionAction } from './permissions';

// What a company role can really grant (issue 14.3): per module, only the actions some API route or page checks.
// The API test route-rules.test.ts keeps this table equal to the rules the routes declare plus the page-only and
// handler-only rules listed there, so the role editor never offers a permission that means nothing.

export type RoleCatalogModule = { subject: ModuleSubject; actions: readonly PermissionAction[] };

/** In menu order, grouped by the menu group of `MODULES` (permissions.ts). */
export const ROLE_CATALOG: readonly RoleCatalogModule[] = [
  { subject: 'b2b_dashboard_analytics', actions: ['read'] },
  { subject: 'b2b_properties', actions: ['read'] },
  { subject: 'b2b_branches', actions: ['read', 'insert', 'update', 'delete', 'export', 'bulk_upload'] },
  { subject: 'b2b_units', actions: ['read', 'insert', 'update', 'delete'] },
  { subject: 'b2b_users', actions: ['read', 'insert', 'update', 'delete'] },
  { subject: 'b2b_residents', actions: ['read', 'insert', 'update', 'delete'] },
  { subject: 'b2b_roles_and_permissions', actions: ['read', 'insert', 'update', 'delete'] },
  {
    subject: 'b2b_orders',
    actions: [
      'read',
      'insert',
      'update',
      'export',
      'reschedule_order',
      'reschedule_late_order',
      'confirm_payment',
      'refresh_payment',
      'update_service',
    ],
  },
  { subject: 'b2b_packages', actions: ['read', 'insert', 'update', 'print', 'export'] },
  { subject: 'b2b_wallet', actions: ['read', 'insert', 'update'] },
  { subject: 'b2b_invoices', actions: ['read', 'print', 'export'] },
  { subject: 'b2b_transactions', actions: ['read', 'export'] },
  { subject: 'b2b_payments', actions: ['read', 'export', 'refresh_payment', 'accept_payment', 'refund_payment'] },
  { subject: 'b2b_wallet_temp_transactions', actions: ['read', 'insert', 'export'] },
  // The reels feed (issue 32.7): read it and count one's own views; publishing is the platform's (ops console).
  { subject: 'b2b_reals', actions: ['read'] },
  { subject: 'b2b_messages', actions: ['read', 'insert'] },
  { subject: 'b2b_notifications', actions: ['read'] },
  { subject: 'b2b_account_information', actions: ['read', 'update'] },
  // The company's own contract, prices and shifts (/b2b/account/*, ADR 0071): read only, ops set them.
  { subject: 'ops_companies', actions: ['read'] },
  { subject: 'Auth', actions: ['read'] },
];

/** `action|subject`: one string per grantable pair (role editor state, tests). */
export const grantKey = (p: { action: string; subject: string }) => `${p.action}|${p.subject}`;

export const ROLE_CATALOG_KEYS: readonly string[] = ROLE_CATALOG.flatMap((m) =>
  m.actions.map((action) => grantKey({ action, subject: m.subject })),
);

type PresetName = 'admin' | 'branchManager' | 'accountant' | 'viewer';
const all = (subject: ModuleSubject) => ROLE_CATALOG.find((m) => m.subject === subject)?.actions ?? [];
const pick = (entries: Array<[ModuleSubject, readonly PermissionAction[]]>) =>
  entries.flatMap(([subject, actions]) => actions.map((action) => grantKey({ action, subject })));
const everyday: Array<[ModuleSubject, readonly PermissionAction[]]> = [
  ['b2b_dashboard_analytics', ['read']],
  ['b2b_reals', ['read']],
  ['b2b_messages', ['read']],
  ['b2b_notifications', ['read']],
  ['Auth', ['read']],
];

/** Starting points of the role editor (issue 14.3); the user adjusts the ticks afterwards. */
export const ROLE_PRESETS: Record<PresetName, readonly string[]> = {
  admin: ROLE_CATALOG_KEYS,
  branchManager: pick([
    ...everyday,
    ['b2b_properties', all('b2b_properties')],
    ['b2b_branches', all('b2b_branches')],
    ['b2b_units', all('b2b_units')],
    ['b2b_residents', all('b2b_residents')],
    ['b2b_users', ['read']],
    ['b2b_orders', ['read', 'insert', 'update', 'reschedule_order', 'update_service']],
    ['b2b_packages', ['read']],
  ]),
  accountant: pick([
    ...everyday,
    ['b2b_wallet', all('b2b_wallet')],
    ['b2b_invoices', all('b2b_invoices')],
    ['b2b_transactions', all('b2b_transactions')],
    ['b2b_payments', all('b2b_payments')],
    ['b2b_wallet_temp_transactions', all('b2b_wallet_temp_transactions')],
    ['b2b_orders', ['read', 'export', 'confirm_payment', 'refresh_payment']],
    ['b2b_packages', ['read', 'export']],
    ['b2b_account_information', ['read']],
  ]),
  viewer: pick(ROLE_CATALOG.filter((m) => m.actions.includes('read')).map((m) => [m.subject, ['read']])),
};
export const ROLE_PRESET_NAMES = Object.keys(ROLE_PRESETS) as PresetName[];
export type RolePresetName = PresetName;
