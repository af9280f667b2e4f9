import type { NavigationEntry } from '../modules/module-manifest';

// Business-menu entries the shell itself owns (spec §2): messages, settings, account information,
// notifications. Module entries come from each module's routes document; their groups order 10-50.
const MESSAGES = { key: 'messages', labelKey: 'nav.messages', order: 60 };
const SETTINGS = { key: 'settings', labelKey: 'nav.settings', order: 70 };
const OPS = { key: 'ops', labelKey: 'shell:ops.title', order: 80 };

export const SHELL_NAVIGATION: NavigationEntry[] = [
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
    labelKey: 'nav.settings',
    group: SETTINGS,
    order: 30,
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
  return OPS_MENU_KEYS.map((key, index) => ({
    labelKey: `shell:ops.${key}`,
    group: OPS,
    order: index,
    to: `/ops/${key}`,
    action: 'read',
    subject: 'ops_companies',
  }));
}

export const OPS_SECTIONS: readonly string[] = OPS_MENU_KEYS;
