import {
  Hamburger,
  makeStyles,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSectionHeader,
  Text,
  tokens,
} from '@fluentui/react-components';
import { canAccess, useSession } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { ModuleEntry } from '../modules/module-manifest';
import { buildNavigation } from '../navigation/build-navigation';
import { LanguageSwitch } from './language-switch';
import { navIcon } from './nav-icons';
import { OVERLAY_NAV_QUERY, useMediaQuery } from './use-media-query';
import { UserMenu } from './user-menu';

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', background: tokens.colorNeutralBackground2 },
  main: { flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  navbar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '8px 16px',
    backdropFilter: 'blur(8px)',
    background: `color-mix(in srgb, ${tokens.colorNeutralBackground1} 85%, transparent)`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flex: 1 },
  content: { padding: '24px', width: '100%', maxWidth: '1440px', marginInline: 'auto', boxSizing: 'border-box' },
});

/** Default layout (spec §2): vertical navigation from the module manifest, navbar, content area. */
export function DefaultLayout({ modules, children }: { modules: ModuleEntry[]; children?: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useSession(); // re-render the menu when abilities change
  const overlay = useMediaQuery(OVERLAY_NAV_QUERY);
  const [open, setOpen] = useState(false);
  const groups = buildNavigation(modules, canAccess);
  const selected = groups
    .flatMap((g) => g.items)
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;

  return (
    <div className={styles.root}>
      <NavDrawer
        type={overlay ? 'overlay' : 'inline'}
        open={overlay ? open : true}
        onOpenChange={(_e, data) => setOpen(data.open)}
        selectedValue={selected}
        aria-label={t('nav.menu')}
      >
        <NavDrawerHeader>
          <Text weight="semibold" size={500} style={{ padding: '12px 8px' }}>
            {t('app.name')}
          </Text>
        </NavDrawerHeader>
        <NavDrawerBody>
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
                      setOpen(false);
                      navigate(item.to);
                    }}
                  >
                    {t(item.labelKey)}
                  </NavItem>
                );
              })}
            </div>
          ))}
        </NavDrawerBody>
      </NavDrawer>
      <div className={styles.main}>
        <header className={styles.navbar}>
          {overlay ? <Hamburger onClick={() => setOpen(true)} aria-label={t('nav.openMenu')} /> : null}
          <div className={styles.spacer} />
          <LanguageSwitch />
          <UserMenu />
        </header>
        <main className={styles.content}>{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}
