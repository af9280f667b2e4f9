import type { NavigationEntry } from '../modules/module-manifest';

// Business-menu entries the shell itself owns (spec §2): messages, settings, account information,
// notifications. Module entries come from the module manifest.
export const SHELL_NAVIGATION: NavigationEntry[] = [
  {
    labelKey: 'nav.messages',
    groupKey: 'nav.messages',
    icon: 'messages',
    to: '/apps/chat',
    action: 'read',
    subject: 'b2b_messages',
  },
  {
    labelKey: 'nav.notifications',
    groupKey: 'nav.settings',
    icon: 'notifications',
    to: '/pages/notifications',
    action: 'read',
    subject: 'b2b_notifications',
  },
  {
    labelKey: 'nav.accountInformation',
    groupKey: 'nav.settings',
    icon: 'account',
    to: '/pages/account-information',
    action: 'read',
    subject: 'b2b_account_information',
  },
  {
    labelKey: 'nav.settings',
    groupKey: 'nav.settings',
    icon: 'settings',
    to: '/settings',
    action: 'read',
    subject: 'Auth',
  },
];

/** Operations-side menu labels (spec §1): shown to ops accounts only; their screens are coming soon. */
const OPS_MENU_KEYS = [
  'serviceManagement',
  'packages',
  'accounts',
  'accounting',
  'areas',
  'generalSettings',
  'users',
  'employees',
  'permissions',
  'orders',
  'offers',
  'marketing',
] as const;

/** The ops menu as navigation entries under /ops/{section} (coming-soon pages), for ops accounts only. */
export function opsNavigation(accountType: string | undefined): NavigationEntry[] {
  if (accountType !== 'ops') return [];
  return OPS_MENU_KEYS.map((key) => ({
    labelKey: `shell:ops.${key}`,
    groupKey: 'shell:ops.title',
    to: `/ops/${key}`,
    action: 'read',
    subject: 'ops_companies',
  }));
}

export const OPS_SECTIONS: readonly string[] = OPS_MENU_KEYS;
