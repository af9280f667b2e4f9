import { canAccess, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import type { ModuleEntry } from '../modules/module-manifest';
import { buildNavigation } from '../navigation/build-navigation';
import { SHELL_NAVIGATION } from '../navigation/shell-navigation';

export type OpenablePage = { to: string; label: string; group: string; icon?: string };

const ALWAYS: { to: string; key: string }[] = [
  { to: '/pages/user-profile/profile', key: 'shell:navbar.profile' },
  { to: '/pages/account-settings/account', key: 'shell:navbar.accountSettings' },
  { to: '/pages/faq', key: 'shell:pages.faq' },
  { to: '/pages/pricing', key: 'shell:footer.pricing' },
  { to: '/help-center', key: 'shell:footer.help' },
];

/** Every page this user may open, with its label in the current language (search and shortcuts use it). */
export function useOpenablePages(modules: ModuleEntry[]): OpenablePage[] {
  const { t } = useTranslation();
  useSession();
  const groups = buildNavigation(modules, canAccess, SHELL_NAVIGATION);
  const fromNav = groups.flatMap((group) =>
    group.items.map((item) => ({ to: item.to, label: t(item.labelKey), group: t(group.labelKey), icon: item.icon })),
  );
  const fromShell = ALWAYS.map((page) => ({ to: page.to, label: t(page.key), group: t('shell:navbar.search') }));
  return [...fromNav, ...fromShell];
}
