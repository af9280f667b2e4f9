import { dateTimeFormat, intlLocaleOf, useCurrentLanguage as useLanguage } from '@portal/shared';
import { useCallback } from 'react';
import { formatSar } from './format-sar';

export { useLanguage };

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
      // One numeral system per page (issue 14.5): the digits of intlLocaleOf, the Gregorian calendar.
      dateTimeFormat(language === 'ar' ? `${intlLocaleOf('ar')}-ca-gregory` : language === 'fr' ? 'fr-FR' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Riyadh',
      }).format(new Date(iso)),
    [language],
  );
}
