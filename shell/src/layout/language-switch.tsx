import { Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** Switches ar / en / fr for the whole portal, remotes included (one shared i18next instance). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
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
          {LANGUAGES.map((code) => (
            <MenuItemRadio key={code} name="language" value={code} lang={code}>
              {t(`language.${code}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
