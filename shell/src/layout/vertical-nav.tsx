import {
  makeStyles,
  mergeClasses,
  NavDrawer,
  NavDrawerHeader,
  NavItem,
  NavSectionHeader,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import type { NavigationGroup } from '../navigation/build-navigation';
import { NavBadge } from './nav-badge';
import { navIcon } from './nav-icons';

type Props = {
  groups: NavigationGroup[];
  selected: string | undefined;
  overlay: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// The inline menu stays in view on a long page and scrolls on its own when it is longer than the window (28.7).
// The body is a plain scrolling column with NavDrawerBody's spacing, not NavDrawerBody: that one reads the body's
// scroll size in a layout effect on every render (for a header shadow the menu does not show), which forced the
// whole page's layout inside the signed-in layout's first commit (0.19 s at 4× on a phone, issue 29.2).
const useStyles = makeStyles({
  inline: { position: 'sticky', top: 0, height: '100vh', alignSelf: 'flex-start' },
  body: {
    flex: 1,
    alignSelf: 'stretch',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    overflowY: 'auto',
    padding: `0 ${tokens.spacingHorizontalXS} calc(${tokens.spacingHorizontalXXL} + 1px) ${tokens.spacingHorizontalMNudge}`,
  },
});

/** Vertical navigation; an overlay drawer below the md breakpoint + 16 px (spec §9). */
export function VerticalNav({ groups, selected, overlay, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <NavDrawer
      type={overlay ? 'overlay' : 'inline'}
      open={overlay ? open : true}
      onOpenChange={(_e, data) => onOpenChange(data.open)}
      selectedValue={selected}
      aria-label={t('nav.menu')}
      className={overlay ? undefined : styles.inline}
      data-testid="side-menu"
    >
      <NavDrawerHeader>
        <Text weight="semibold" size={500} style={{ padding: '12px 8px' }}>
          {t('app.name')}
        </Text>
      </NavDrawerHeader>
      <div className={mergeClasses('fui-NavDrawerBody', styles.body)}>
        {groups.map((group) => (
          <div key={group.key}>
            <NavSectionHeader>{t(group.labelKey)}</NavSectionHeader>
            {group.items.map((item) => {
              const Icon = navIcon(item.icon);
              return (
                <NavItem
                  key={item.to}
                  value={item.to}
                  href={item.to}
                  icon={<Icon />}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpenChange(false);
                    navigate(item.to);
                  }}
                >
                  {t(item.labelKey)}
                  <NavBadge item={item} />
                </NavItem>
              );
            })}
          </div>
        ))}
      </div>
    </NavDrawer>
  );
}
