import { isLanguage, type Language } from '@portal/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSar } from './format-sar';

/** The reader's language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'ar';
}

/** Formats halalas as SAR in the current language. */
export function useMoney(): (halalas: number, signed?: boolean) => string {
  const language = useLanguage();
  return useCallback((halalas, signed = false) => formatSar(halalas, language, signed), [language]);
}

/** Date and time in the current language (Riyadh time: the portal serves Riyadh only). */
export function useDateTime(): (iso: string) => string {
  const language = useLanguage();
  return useCallback(
    (iso) =>
      new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory' : language === 'fr' ? 'fr-FR' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Riyadh',
      }).format(new Date(iso)),
    [language],
  );
}
