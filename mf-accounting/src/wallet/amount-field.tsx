import { Field, Input } from '@fluentui/react-components';
import { MAX_RECHARGE_HALALAS, MIN_RECHARGE_HALALAS } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoney } from '../money/use-money';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled?: boolean;
  /** The recharge's label and bounds unless given (e.g. a branch's monthly cap). */
  label?: string;
  min?: number;
  max?: number;
};

/** An amount in riyals (two decimals), with its bounds as the hint. */
export function AmountField({
  value,
  onChange,
  error,
  disabled,
  label,
  min = MIN_RECHARGE_HALALAS,
  max = MAX_RECHARGE_HALALAS,
}: Props) {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  return (
    <Field
      label={label ?? t('recharge.amount')}
      required
      hint={t('recharge.amountHint', { min: money(min), max: money(max) })}
      validationState={error ? 'error' : undefined}
      validationMessage={error ?? undefined}
    >
      <Input
        value={value}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        disabled={disabled}
        onChange={(_e, data) => onChange(data.value)}
      />
    </Field>
  );
}
