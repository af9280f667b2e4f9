import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { isSignedIn, useSession } from '@portal/shared/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePublicTranslation } from '../i18n/use-public-translation';
import '../i18n/public-translations';
import { RouterButton, RouterLink } from './router-link';
import { useSiteSlots } from './site-slots';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  header: {
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    background: tokens.colorNeutralBackground1,
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 16px',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: '12px 16px',
    boxSizing: 'border-box',
  },
  brand: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, textDecorationLine: 'none' },
  nav: { flex: '1 1 auto' },
  navList: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 16px',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  current: { fontWeight: tokens.fontWeightSemibold, textDecorationLine: 'underline' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  main: {
    flex: '1 0 auto',
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: '24px 16px 48px',
    boxSizing: 'border-box',
  },
  footer: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    background: tokens.colorNeutralBackground2,
    padding: '20px 16px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
});

const NAV_LINKS = [
  { to: '/landing-page', key: 'nav.home' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/help-center', key: 'nav.helpCenter' },
  { to: '/payment', key: 'nav.payment' },
] as const;

/** Blank-layout frame of the public pages: a header with navigation and sign-in, the page, a footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = usePublicTranslation();
  const { t: common } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = isSignedIn(useSession());
  const { languageSwitch } = useSiteSlots();

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <RouterLink to="/landing-page" className={styles.brand}>
            {common('app.name')}
          </RouterLink>
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              {NAV_LINKS.map((link) => {
                const current = pathname === link.to || pathname.startsWith(`${link.to}/`);
                return (
                  <li key={link.to}>
                    <RouterLink to={link.to} current={current} className={current ? styles.current : undefined}>
                      {t(link.key)}
                    </RouterLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.actions}>
            {languageSwitch}
            {signedIn ? (
              <RouterButton to="/" appearance="primary">
                {t('nav.openPortal')}
              </RouterButton>
            ) : (
              <>
                <RouterButton to="/login">{t('nav.signIn')}</RouterButton>
                <RouterButton to="/register" appearance="primary">
                  {t('nav.register')}
                </RouterButton>
              </>
            )}
          </div>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <Text>
          {common('app.name')} · {t('footer.rights')}
        </Text>
      </footer>
    </div>
  );
}
