import { MAX_RECHARGE_HALALAS, MIN_RECHARGE_HALALAS } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import type { AmountCheck } from '../money/sar-amount';
import { useMoney } from '../money/use-money';

/** The message of a failed amount check, in the reader's language (bounds: the recharge's unless given). */
export function useAmountError(): (check: AmountCheck, min?: number, max?: number) => string | null {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  return (check, min = MIN_RECHARGE_HALALAS, max = MAX_RECHARGE_HALALAS) => {
    if (check.ok) return null;
    if (check.error === 'required') return t('recharge.amountRequired');
    if (check.error === 'invalid') return t('recharge.amountInvalid');
    return t('recharge.amountRange', { min: money(min), max: money(max) });
  };
}
