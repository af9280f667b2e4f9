import { Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { isLanguage, LANGUAGES } from '@portal/shared/sign-in';
import { useSignInText } from './sign-in-context';

/** ar / en / fr as a Fluent menu, like the portal's (the API's list of languages is the signed-in portal's). */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, language, setLanguage } = useSignInText();
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_e, data) => {
        const next = data.checkedItems[0];
        if (isLanguage(next)) setLanguage(next);
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
