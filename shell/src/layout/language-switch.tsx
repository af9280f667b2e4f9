import { Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { currentLanguage, isLanguage, LANGUAGES, type Language, setLanguage } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '../settings/general-settings';

/** Switches ar / en / fr for the whole portal, remotes included (one shared i18next instance). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  // The API's active languages (cached locally); the portal ships strings for ar, en and fr only.
  const fromApi = useQuery(languagesQuery()).data?.filter((l) => isLanguage(l.iso));
  const options = fromApi?.length
    ? fromApi.map((l) => ({ code: l.iso as Language, name: l.name }))
    : LANGUAGES.map((code) => ({ code, name: t(`language.${code}`) }));
  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_e, data) => {
        const next = data.checkedItems[0];
        if (isLanguage(next)) void setLanguage(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          icon={<LocalLanguageRegular />}
          aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}
        >
          {t(`language.${language}`)}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {options.map(({ code, name }) => (
            <MenuItemRadio key={code} name="language" value={code} lang={code}>
              {name}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
