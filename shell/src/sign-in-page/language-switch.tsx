import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { type ComponentType, useState } from 'react';
import { useSignInText } from './sign-in-context';

type Menu = ComponentType<{ defaultOpen: boolean }>;
let menuLoad: Promise<Menu> | undefined;
// Fluent's menu (popover, positioning, Tabster) is most of a Fluent page's weight and only needed once the user
// opens it: fetched on first hover, focus or click, the button meanwhile looks and reads the same.
const loadMenu = () => {
  menuLoad ??= import('./language-menu').then((m) => m.LanguageMenu);
  return menuLoad;
};

/** The language switch (ar / en / fr) of the sign-in page. */
export function LanguageSwitch() {
  const { t, language } = useSignInText();
  const [menu, setMenu] = useState<{ Menu: Menu } | null>(null);
  if (menu) return <menu.Menu defaultOpen />;
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => void loadMenu().then((Menu) => setMenu({ Menu }))}
    >
      {t(`language.${language}`)}
    </Button>
  );
}
