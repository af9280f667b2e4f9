import { currentLanguage, isLanguage, type Language } from '@portal/shared/core';
import { useTranslation } from 'react-i18next';
import '../i18n/public-translations';
import type { PublicContent } from './content-types';
import { PUBLIC_CONTENT } from './public-content';

/** The content in the interface language; re-renders on a language switch like every `t()`. */
export function usePublicContent(): { content: PublicContent; language: Language } {
  const { i18n } = useTranslation('public');
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return { content: PUBLIC_CONTENT[language], language };
}
