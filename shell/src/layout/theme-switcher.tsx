import { Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DarkThemeRegular, DesktopRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { preferences, type ThemeMode, usePreferences } from '@portal/shared';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { HEADER_POSITIONING } from './header-positioning';

const ICONS = { light: WeatherSunnyRegular, dark: DarkThemeRegular, system: DesktopRegular } as const;
const MODES: ThemeMode[] = ['light', 'dark', 'system'];

export function ThemeSwitcher() {
  const { t } = useShellTranslation();
  const { theme } = usePreferences();
  const Icon = ICONS[theme];
  return (
    <Menu
      positioning={HEADER_POSITIONING}
      checkedValues={{ theme: [theme] }}
      onCheckedValueChange={(_e, data) => {
        const next = data.checkedItems[0] as ThemeMode | undefined;
        if (next) preferences.set('theme', next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<Icon />} aria-label={`${t('navbar.theme')}: ${t(`theme.${theme}`)}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {MODES.map((mode) => {
            const ModeIcon = ICONS[mode];
            return (
              <MenuItemRadio key={mode} name="theme" value={mode} icon={<ModeIcon />}>
                {t(`theme.${mode}`)}
              </MenuItemRadio>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
