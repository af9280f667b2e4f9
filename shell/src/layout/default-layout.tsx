import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { canAccess, usePreferences, useSession } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { ModuleEntry } from '../modules/module-manifest';
import { buildNavigation, selectedNavigation } from '../navigation/build-navigation';
import { SHELL_NAVIGATION } from '../navigation/shell-navigation';
import { usePushNotifications } from '../push/use-push-notifications';
import { CollapsedNav } from './collapsed-nav';
import { Footer } from './footer';
import { HorizontalNav } from './horizontal-nav';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { OVERLAY_NAV_QUERY, PHONE_QUERY, useMediaQuery } from './use-media-query';
import { VerticalNav } from './vertical-nav';

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', background: tokens.colorNeutralBackground2 },
  main: { flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: {
    flex: 1,
    padding: '24px',
    width: '100%',
    boxSizing: 'border-box',
    // Phones keep their width for the content.
    [`@media ${PHONE_QUERY}`]: { padding: '16px 12px' },
  },
  boxed: { maxWidth: '1440px', marginInline: 'auto' },
  bordered: {
    '& .fui-Card': { boxShadow: 'none', border: `1px solid ${tokens.colorNeutralStroke1}` },
  },
});

/** Default layout (spec §2, §9): vertical, collapsed or horizontal navigation from the module manifest. */
export function DefaultLayout({ modules, children }: { modules: ModuleEntry[]; children?: ReactNode }) {
  const styles = useStyles();
  const prefs = usePreferences();
  const { pathname } = useLocation();
  useSession(); // re-render the menu when abilities change
  const overlay = useMediaQuery(OVERLAY_NAV_QUERY);
  const [open, setOpen] = useState(false);
  const groups = buildNavigation(modules, canAccess, SHELL_NAVIGATION);
  const selected = selectedNavigation(groups, modules, pathname);
  const mode = overlay ? 'vertical' : prefs.navigation;
  usePushNotifications(modules);

  return (
    <div className={mergeClasses(styles.root, prefs.skin === 'bordered' && styles.bordered)} data-navigation={mode}>
      {mode === 'vertical' ? (
        <VerticalNav groups={groups} selected={selected} overlay={overlay} open={open} onOpenChange={setOpen} />
      ) : null}
      {mode === 'collapsed' ? <CollapsedNav groups={groups} selected={selected} /> : null}
      <div className={styles.main}>
        <Navbar
          modules={modules}
          mode={prefs.navbar}
          blur={prefs.navbarBlur}
          onMenu={overlay ? () => setOpen(true) : undefined}
        />
        {mode === 'horizontal' ? <HorizontalNav groups={groups} selected={selected} /> : null}
        <main className={mergeClasses(styles.content, prefs.contentWidth === 'boxed' && styles.boxed)} id="content">
          {children ?? <Outlet />}
        </main>
        <Footer mode={prefs.footer} />
      </div>
      <ScrollToTop />
    </div>
  );
}
