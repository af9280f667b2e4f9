import type { NavigationEntry } from '../modules/module-manifest';

// Business-menu entries the shell itself owns (spec §2): the reels feed (issue 32.7), messages, settings, account information,
// notifications. Module entries come from each module's routes document; their groups order 10-50. The operations
// console's entries come from the mf-ops remote's document (issue 27.1): an ops account holds only ops_* rules, so it
// sees those and none of these.
const MARKETING = { key: 'marketing', labelKey: 'nav.marketing', order: 55 };
const MESSAGES = { key: 'messages', labelKey: 'nav.messages', order: 60 };
const SETTINGS = { key: 'settings', labelKey: 'nav.settings', order: 70 };

export const SHELL_NAVIGATION: NavigationEntry[] = [
  {
    labelKey: 'nav.reels',
    group: MARKETING,
    order: 10,
    icon: 'reels',
    to: '/b2b/reals',
    action: 'read',
    subject: 'b2b_reals',
  },
  {
    labelKey: 'nav.messages',
    group: MESSAGES,
    order: 10,
    icon: 'messages',
    to: '/apps/chat',
    action: 'read',
    subject: 'b2b_messages',
  },
  {
    labelKey: 'nav.notifications',
    group: SETTINGS,
    order: 10,
    icon: 'notifications',
    to: '/pages/notifications',
    action: 'read',
    subject: 'b2b_notifications',
  },
  {
    labelKey: 'nav.accountInformation',
    group: SETTINGS,
    order: 20,
    icon: 'account',
    to: '/pages/account-information',
    action: 'read',
    subject: 'b2b_account_information',
  },
  {
    // The company's price list (issue 32.1, ADR 0071); its products are a tab of the page.
    labelKey: 'nav.prices',
    group: SETTINGS,
    order: 25,
    icon: 'payments',
    to: '/b2b/account/services',
    action: 'read',
    subject: 'ops_companies',
    account: 'company',
  },
  {
    // The framework contract and the service shifts (issue 32.1, ADR 0072): the same rule as the prices.
    labelKey: 'nav.contract',
    group: SETTINGS,
    order: 26,
    icon: 'contract',
    to: '/b2b/account/contracts',
    action: 'read',
    subject: 'ops_companies',
    account: 'company',
  },
  {
    labelKey: 'nav.shifts',
    group: SETTINGS,
    order: 27,
    icon: 'shifts',
    to: '/b2b/account/shifts',
    action: 'read',
    subject: 'ops_companies',
    account: 'company',
  },
  {
    labelKey: 'nav.settings',
    group: SETTINGS,
    order: 30,
    icon: 'settings',
    to: '/settings',
    action: 'read',
    subject: 'Auth',
  },
];
