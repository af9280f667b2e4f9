import type { RouteAccess } from './route-access';
import { TEMPLATE_REDIRECTS } from './template-redirects';

// Every route the shell itself owns (spec §2), as data: the guard, the router and the tests all read this table.
// Routes owned by a remote come from the module manifest instead.

export type ShellPageId =
  | 'login'
  | 'register'
  | 'signin'
  | 'forgot-password'
  | 'not-authorized'
  | 'not-found'
  | 'server-error'
  | 'coming-soon'
  | 'under-maintenance'
  | 'account-settings'
  | 'user-profile'
  | 'account-information'
  | 'notifications'
  | 'settings'
  | 'access-control'
  | 'chat'
  | 'reels'
  | 'company-contract'
  | 'company-shifts'
  | 'company-services'
  | 'company-products'
  | 'placeholder';

export type ShellRoute = {
  path: string;
  page: ShellPageId;
  access: RouteAccess;
  layout: 'blank' | 'default';
  /** Title of a placeholder page (a `shell` translation key). */
  titleKey?: string;
};

const guest = (path: string, page: ShellPageId): ShellRoute => ({
  path,
  page,
  access: { kind: 'guest' },
  layout: 'blank',
});
const open = (path: string, page: ShellPageId): ShellRoute => ({
  path,
  page,
  access: { kind: 'public' },
  layout: 'blank',
});
const signedIn = (path: string, page: ShellPageId, titleKey?: string): ShellRoute => ({
  path,
  page,
  access: { kind: 'protected' },
  layout: 'default',
  titleKey,
});
const ruled = (path: string, page: ShellPageId, action: string, subject: string, titleKey?: string): ShellRoute => ({
  path,
  page,
  access: { kind: 'protected', rule: { action, subject } },
  layout: 'default',
  titleKey,
});

/** A company account page (spec §2 read ops_companies, company accounts only: ADR 0071). */
const companyAccountPage = (path: string, page: ShellPageId, titleKey: string): ShellRoute => ({
  path,
  page,
  access: { kind: 'protected', rule: { action: 'read', subject: 'ops_companies', account: 'company' } },
  layout: 'default',
  titleKey,
});

export const SHELL_ROUTES: readonly ShellRoute[] = [
  guest('/login', 'login'),
  guest('/register', 'register'),
  guest('/signin', 'signin'),
  guest('/forgot-password', 'forgot-password'),
  open('/not-authorized', 'not-authorized'),
  open('/not-authorized2', 'not-authorized'),
  open('/pages/misc/not-found', 'not-found'),
  open('/pages/misc/internal-server-error', 'server-error'),
  signedIn('/pages/misc/coming-soon', 'coming-soon', 'pages.comingSoon'),
  signedIn('/pages/misc/under-maintenance', 'under-maintenance'),
  signedIn('/pages/account-settings/:tab', 'account-settings'),
  signedIn('/pages/user-profile/:tab', 'user-profile'),
  ruled('/pages/account-information', 'account-information', 'read', 'b2b_account_information'),
  ruled('/pages/notifications', 'notifications', 'read', 'b2b_notifications'),
  ruled('/settings', 'settings', 'read', 'Auth'),
  ruled('/access-control', 'access-control', 'read', 'AclDemo'),
  // Spec §2 guards these with read ops_companies, the operations console's subject: a company page takes the
  // company's account subject instead (ADR 0037).
  // The company's account pages (issue 32.1, ADRs 0071 and 0072): spec §2's rule, read ops_companies in its company
  // meaning (the company's own contract, prices and shifts).
  companyAccountPage('/b2b/account/contracts', 'company-contract', 'pages.contracts'),
  companyAccountPage('/b2b/account/products', 'company-products', 'pages.products'),
  companyAccountPage('/b2b/account/services', 'company-services', 'pages.services'),
  companyAccountPage('/b2b/account/shifts', 'company-shifts', 'pages.shifts'),
  // The reels feed (issue 32.7, ADR 0067): a shell page, loaded as its own chunk when opened.
  ruled('/b2b/reals', 'reels', 'read', 'b2b_reals', 'pages.reals'),
  ruled('/apps/chat', 'chat', 'read', 'b2b_messages', 'pages.messages'),
];

/** Spec §2 redirects besides "/", then the template demo pages' (template-redirects.ts). */
export const SHELL_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/pages/user-profile', to: '/pages/user-profile/profile' },
  { from: '/pages/account-settings', to: '/pages/account-settings/account' },
  ...TEMPLATE_REDIRECTS,
];

/** Where "/" leads (spec §2): the analytics dashboard with a stored role, else login keeping the query. */
const HOME_PATH = '/b2b/dashboards/analytics';
/** Every signed-in user may open their profile: the landing page of a role that may see no menu entry. */
const NO_MENU_HOME = '/pages/user-profile/profile';

/**
 * A signed-in user lands on the dashboard when allowed, else on the first menu page they may see (never on
 * not-authorized); `allowedPages` is the navigation already filtered by the user's abilities, in menu order.
 */
export function rootRedirect(hasStoredRole: boolean, search: string, allowedPages: readonly string[]): string {
  if (!hasStoredRole) return `/login${search}`;
  if (allowedPages.includes(HOME_PATH)) return HOME_PATH;
  return allowedPages[0] ?? NO_MENU_HOME;
}
