import {
  Avatar,
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { PersonRegular, SettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { localizedName, useCurrentLanguage, useSession } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth/use-sign-out';
import { isCompanyAccount } from '../routing/company-account';
import { CompanySwitch } from './company-switch';
import { HEADER_POSITIONING } from './header-positioning';
import { LanguageMenuItem } from './language-switch';

/**
 * User menu (spec §2): profile, account settings, company switch, sign out. Language has its own switch.
 * `compact` (narrow screens): the avatar alone; the name stays in the button's accessible name.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const signOut = useSignOut();
  const language = useCurrentLanguage();
  if (!user) return null;
  const company = localizedName(user.companyName, language);
  // An ops or provider account belongs to no company: no company header, no switcher (its API is the companies').
  const ops = !isCompanyAccount(user);
  return (
    <Menu positioning={HEADER_POSITIONING}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          aria-label={`${t('user.menu')}: ${user.fullName}`}
          icon={<Avatar icon={<PersonRegular />} color="brand" size={28} aria-hidden />}
        >
          {compact ? null : user.fullName}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {ops ? null : (
            <MenuGroup>
              <MenuGroupHeader>
                {t('user.company')}: {company}
              </MenuGroupHeader>
            </MenuGroup>
          )}
          <MenuItem icon={<PersonRegular />} onClick={() => navigate('/pages/user-profile/profile')}>
            {t('shell:navbar.profile')}
          </MenuItem>
          <MenuItem icon={<SettingsRegular />} onClick={() => navigate('/pages/account-settings/account')}>
            {t('shell:navbar.accountSettings')}
          </MenuItem>
          <LanguageMenuItem />
          {ops ? null : <CompanySwitch />}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {t('auth.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
