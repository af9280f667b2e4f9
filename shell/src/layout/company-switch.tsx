import { Menu, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { currentLanguage, endpointQuery, localizedName, queryClient, session, useSession } from '@portal/shared';
import { USER_COMPANY_ENDPOINTS } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { useQuery } from '@tanstack/react-query';
import { loadLoginInfo } from '../auth/api/auth-api';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { USER_COMPANIES_KEY } from '../invitations/invitations-query';
import { HEADER_POSITIONING } from './header-positioning';

/** A user who works for several companies picks the active one (spec §4, §6: Role-Id). Hidden with one company. */
export function CompanySwitch() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const { roleId } = useSession();
  const companies = useQuery(
    endpointQuery(USER_COMPANY_ENDPOINTS.list, undefined, { key: USER_COMPANIES_KEY, config: { silent: true } }),
  );
  const list = companies.data ?? [];
  if (list.length < 2) return null;
  const lang = currentLanguage();
  const pick = async (next: string) => {
    if (next === roleId) return;
    session.selectRole(next);
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'shell' || q.queryKey[1] === USER_COMPANIES_KEY[1],
    });
    await loadLoginInfo();
    navigate('/', { replace: true });
  };
  return (
    <Menu
      positioning={HEADER_POSITIONING}
      checkedValues={{ company: roleId ? [roleId] : [] }}
      onCheckedValueChange={(_e, d) => d.checkedItems[0] && void pick(d.checkedItems[0])}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={<BuildingRegular />}>{t('navbar.switchCompany')}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {list.map((c) => (
            <MenuItemRadio key={c.role_id} name="company" value={c.role_id} disabled={!c.active}>
              {localizedName(c.company.name, lang)} · {c.role.title}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
