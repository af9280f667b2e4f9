import { Hamburger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { BarMode } from '@portal/shared';
import { useCommonTranslation, useSession } from '@portal/shared';
import { InvitationsButton } from '../invitations/invitations-button';
import type { ModuleEntry } from '../modules/module-manifest';
import { NotificationsBell } from '../notifications/notifications-bell';
import { isCompanyAccount } from '../routing/company-account';
import { Customizer } from './customizer';
import { LanguageSwitch } from './language-switch';
import { PageSearch } from './page-search';
import { ShortcutsMenu } from './shortcuts-menu';
import { ThemeSwitcher } from './theme-switcher';
import { OVERLAY_NAV_QUERY, PHONE_QUERY, useMediaQuery } from './use-media-query';
import { UserMenu } from './user-menu';

const useStyles = makeStyles({
  navbar: {
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    padding: '8px 16px',
    [`@media ${PHONE_QUERY}`]: { padding: '8px' },
    background: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  sticky: { position: 'sticky', top: 0 },
  blur: {
    backdropFilter: 'blur(8px)',
    background: `color-mix(in srgb, ${tokens.colorNeutralBackground1} 80%, transparent)`,
  },
  spacer: { flex: 1 },
});

type Props = { modules: ModuleEntry[]; mode: BarMode; blur: boolean; onMenu?: () => void };

/**
 * Navbar (spec §2): search, shortcuts, theme, invitations to join a company (issue 26.6, only while some wait),
 * notifications, language, customizer, user menu. Below the overlay
 * breakpoint (tablets, phones) every control is an icon with an accessible name, so the bar fits a 390 px phone.
 */
export function Navbar({ modules, mode, blur, onMenu }: Props) {
  const styles = useStyles();
  const { t } = useCommonTranslation();
  const compact = useMediaQuery(OVERLAY_NAV_QUERY);
  // Invitations to join a company are for company accounts; an ops or provider account has none to answer.
  const company = isCompanyAccount(useSession().user);
  if (mode === 'hidden') return null;
  return (
    <header className={mergeClasses(styles.navbar, mode === 'sticky' && styles.sticky, blur && styles.blur)}>
      {onMenu ? <Hamburger onClick={onMenu} aria-label={t('nav.openMenu')} /> : null}
      <PageSearch modules={modules} compact={compact} />
      <div className={styles.spacer} />
      <ShortcutsMenu modules={modules} />
      <ThemeSwitcher />
      {company ? <InvitationsButton /> : null}
      <NotificationsBell />
      <LanguageSwitch compact={compact} />
      <Customizer />
      <UserMenu compact={compact} />
    </header>
  );
}
