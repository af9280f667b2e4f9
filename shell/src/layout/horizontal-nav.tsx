import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import type { NavigationGroup } from '../navigation/build-navigation';
import { HEADER_POSITIONING } from './header-positioning';
import { NavBadge } from './nav-badge';
import { navIcon } from './nav-icons';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px',
    padding: '4px 16px',
    background: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  selected: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Horizontal navigation: one menu per group, popovers 6 px below their button (spec §9). */
export function HorizontalNav({ groups, selected }: { groups: NavigationGroup[]; selected: string | undefined }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.bar} aria-label={t('nav.menu')}>
      {groups.map((group) => {
        const active = group.items.some((item) => item.to === selected);
        return (
          <Menu key={group.key} positioning={{ ...HEADER_POSITIONING, position: 'below', align: 'start', offset: 6 }}>
            <MenuTrigger disableButtonEnhancement>
              <MenuButton appearance="subtle" className={active ? styles.selected : undefined}>
                {t(group.labelKey)}
              </MenuButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {group.items.map((item) => {
                  const Icon = navIcon(item.icon);
                  return (
                    <MenuItem key={item.to} icon={<Icon />} onClick={() => navigate(item.to)}>
                      {t(item.labelKey)}
                      <NavBadge item={item} />
                    </MenuItem>
                  );
                })}
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </nav>
  );
}
