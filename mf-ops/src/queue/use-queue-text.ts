import { formatDateTime, formatMoney, formatNumber, useCurrentLanguage } from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import type { Waited } from './waited';

/** Amounts, dates and waits in the current language. */
export function useQueueText() {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const wait = useCallback(
    ({ unit, count }: Waited) => t(`queue.waited.${unit}`, { value: formatNumber(count, language) }),
    [t, language],
  );
  return useMemo(
    () => ({
      sar: (halalas: number) => formatMoney(halalas, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
      wait,
    }),
    [language, wait],
  );
}
