import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { GridRegular } from '@fluentui/react-icons';
import { useNavigate } from '@portal/shared/router';
import { useShellTranslation } from '../i18n/use-shell-translation';
import type { ModuleEntry } from '../modules/module-manifest';
import { HEADER_POSITIONING } from './header-positioning';
import { navIcon } from './nav-icons';
import { useOpenablePages } from './use-openable-pages';

/** Navbar shortcuts (spec §2): the most used pages this user may open. */
export function ShortcutsMenu({ modules }: { modules: ModuleEntry[] }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const pages = useOpenablePages(modules)
    .filter((p) => p.icon)
    .slice(0, 8);
  if (pages.length === 0) return null;
  return (
    <Menu positioning={{ ...HEADER_POSITIONING, offset: 6 }}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<GridRegular />} aria-label={t('navbar.shortcuts')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {pages.map((page) => {
            const Icon = navIcon(page.icon);
            return (
              <MenuItem key={page.to} icon={<Icon />} onClick={() => navigate(page.to)}>
                {page.label}
              </MenuItem>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
