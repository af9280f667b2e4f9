import {
  isLanguage,
  LANGUAGES,
  type Language,
  setLanguage,
  useCommonTranslation,
  useCurrentLanguage,
} from '@portal/shared/core';
import { useQuery } from '@tanstack/react-query';
import { languagesQuery } from '../settings/general-settings';

/** The languages to offer and the menu props that switch between them (navbar switch and user menu). */
export function useLanguageOptions() {
  const { t } = useCommonTranslation();
  const language = useCurrentLanguage();
  // The API's active languages (cached locally); the portal ships strings for ar, en and fr only.
  const fromApi = useQuery(languagesQuery()).data?.filter((l) => isLanguage(l.iso));
  const options = fromApi?.length
    ? fromApi.map((l) => ({ code: l.iso as Language, name: l.name }))
    : LANGUAGES.map((code) => ({ code, name: t(`language.${code}`) }));
  const menuProps = {
    checkedValues: { language: [language] },
    onCheckedValueChange: (_e: unknown, data: { checkedItems: string[] }) => {
      const next = data.checkedItems[0];
      if (isLanguage(next)) void setLanguage(next);
    },
  };
  return { language, options, menuProps };
}
