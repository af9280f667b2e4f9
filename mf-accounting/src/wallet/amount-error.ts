import { MAX_RECHARGE_HALALAS, MIN_RECHARGE_HALALAS } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import type { AmountCheck } from '../money/sar-amount';
import { useMoney } from '../money/use-money';

/** The message of a failed amount check, in the reader's language. */
export function useAmountError(): (check: AmountCheck) => string | null {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  return (check) => {
    if (check.ok) return null;
    if (check.error === 'required') return t('recharge.amountRequired');
    if (check.error === 'invalid') return t('recharge.amountInvalid');
    return t('recharge.amountRange', { min: money(MIN_RECHARGE_HALALAS), max: money(MAX_RECHARGE_HALALAS) });
  };
}
