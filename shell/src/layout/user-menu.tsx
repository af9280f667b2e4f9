import {
  Avatar,
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { currentLanguage, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth/use-sign-out';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const company = currentLanguage() === 'ar' ? user.companyName.ar : user.companyName.en;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" aria-label={t('user.menu')} icon={<Avatar name={user.fullName} size={28} />}>
          {user.fullName}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>
              {t('user.company')}: {company}
            </MenuGroupHeader>
          </MenuGroup>
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {t('auth.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
