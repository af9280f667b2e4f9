import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { type Language, useCommonTranslation } from '@portal/shared/core';
import type { ReactElement } from 'react';
import { HEADER_POSITIONING } from './header-positioning';
import { useLanguageOptions } from './use-language-options';

/** The menu of the three languages, opened by `trigger` (a header button or an item of the user menu). */
function LanguageMenu({ trigger }: { trigger: (language: Language) => ReactElement }) {
  const { language, options, menuProps } = useLanguageOptions();
  return (
    <Menu {...menuProps} positioning={HEADER_POSITIONING}>
      <MenuTrigger disableButtonEnhancement>{trigger(language)}</MenuTrigger>
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

/** Switches ar / en / fr for the whole portal, remotes included (one shared i18next instance). `compact`: icon only. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useCommonTranslation();
  return (
    <LanguageMenu
      trigger={(language) => (
        <MenuButton
          appearance="subtle"
          icon={<LocalLanguageRegular />}
          aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}
        >
          {compact ? null : t(`language.${language}`)}
        </MenuButton>
      )}
    />
  );
}

/** The same choice as a submenu of the user menu (spec §2: profile, settings, language, sign out). */
export function LanguageMenuItem() {
  const { t } = useCommonTranslation();
  return <LanguageMenu trigger={() => <MenuItem icon={<LocalLanguageRegular />}>{t('language.label')}</MenuItem>} />;
}
