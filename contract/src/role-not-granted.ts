import type { ModuleSubject, PermissionAction } from './permissions';

// Spec §6 lists more subjects and actions than the portal checks (issue 32.8). The role editor offers only what some
// route or page checks (ROLE_CATALOG, role-catalog.ts); each of the others is written down here with the reason it
// is not offered, so granting it can never mean nothing. role-not-granted.test.ts keeps the two tables covering
// spec §6 exactly, and api/test/platform/route-rules.test.ts keeps the catalogue equal to what is checked.

const MENU_GROUP =
  'A menu group, not a module: the group shows when one of its modules is readable, so it has no rule of its own.';

/** Subjects no company role can be granted, and why. */
export const NOT_GRANTED_SUBJECTS: Readonly<Partial<Record<ModuleSubject, string>>> = {
  b2b_dashboard:
    'The home dashboard shows each widget by the rule of its own data (orders, wallet, packages); the analytics dashboard has its own subject, b2b_dashboard_analytics.',
  b2b_branches_management: MENU_GROUP,
  b2b_users_management: MENU_GROUP,
  b2b_orders_management: MENU_GROUP,
  b2b_accounting_management: MENU_GROUP,
  b2b_messages_management: MENU_GROUP,
  b2b_settings:
    "The settings page (language, theme, notifications of one's own) belongs to every member: it is opened by read Auth, which every preset grants.",
  AclDemo:
    'The template\'s access-control demo page: only the Admin role (manage all) opens it; its demo dashboards redirect to real pages (README, "The template\'s demo pages").',
};

/** Actions no company role can be granted on any subject, and why. */
export const NOT_GRANTED_ACTIONS: Readonly<Partial<Record<PermissionAction, string>>> = {
  import:
    'Branches and units are imported by the bulk upload, checked as bulk_upload b2b_branches: one action for one feature.',
  read_otp:
    "Sign-in codes go to the member's own WhatsApp and are never shown to anyone else (development reads them in the outbox).",
  collect_cash_payment:
    "Cash is collected on site by the provider's technician (field app) or recorded by the platform's operations, never by a company member.",
  update_offer_quantity:
    'Offers and their quantities are published by the platform (operations console); a company orders an offer, it does not change it.',
  assign_provider:
    "Providers are assigned by the platform's dispatch (ops_orders in the operations console), not by the company.",
  'update password':
    'Each member changes only their own password (auth/user/password, any signed-in member, after a WhatsApp code); nobody changes another member’s.',
};
