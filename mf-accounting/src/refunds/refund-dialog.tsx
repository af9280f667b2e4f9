import { Field, Input, Textarea } from '@fluentui/react-components';
import { isApiError, notify, useIdempotencyKeys } from '@portal/shared';
import { isSaudiIban, MIN_RECHARGE_HALALAS } from '@portal/shared/contract';
import { useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MoneyDialog } from '../money/money-dialog';
import { checkRechargeAmount } from '../money/sar-amount';
import { useAmountError } from '../wallet/amount-error';
import { AmountField } from '../wallet/amount-field';
import { useRequestRefund } from './refund-request';

type Errors = Partial<Record<'amount' | 'iban' | 'account_name' | 'note', string>>;

/** Asks for wallet money back to a Saudi IBAN; the same checks as the API run first, then its answer's fields. */
export function RefundDialog({ balance, onClose }: { balance: number; onClose: () => void }) {
  const { t } = useAccountingTranslation();
  const amountError = useAmountError();
  const keys = useIdempotencyKeys();
  const refund = useRequestRefund();
  const [values, setValues] = useState({ amount: '', iban: '', account_name: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [name]: value }));

  const submit = async () => {
    const check = checkRechargeAmount(values.amount, MIN_RECHARGE_HALALAS, balance);
    const found: Errors = {
      amount: amountError(check, MIN_RECHARGE_HALALAS, balance) ?? undefined,
      iban: isSaudiIban(values.iban) ? undefined : t('refunds.ibanInvalid'),
      account_name: values.account_name.trim() ? undefined : t('recharge.amountRequired'),
    };
    setErrors(found);
    if (!check.ok || found.iban || found.account_name) return;
    const body = {
      amount: check.halalas,
      iban: values.iban,
      account_name: values.account_name.trim(),
      note: values.note,
    };
    try {
      await refund.mutateAsync({ ...body, headers: keys.headerFor(JSON.stringify(body)) });
      keys.done();
      notify.success(t('refunds.sent'));
      onClose();
    } catch (failure) {
      if (isApiError(failure)) {
        const fields = failure.fieldErrors;
        setErrors({
          amount: fields.amount?.[0],
          iban: fields.iban?.[0],
          account_name: fields.account_name?.[0],
          note: fields.note?.[0],
        });
      }
    }
  };

  const field = (name: 'iban' | 'account_name', label: string, ltr = false) => (
    <Field label={label} required validationState={errors[name] ? 'error' : undefined} validationMessage={errors[name]}>
      <Input
        value={values[name]}
        dir={ltr ? 'ltr' : undefined}
        autoComplete="off"
        maxLength={name === 'iban' ? 34 : 100}
        onChange={(_e, data) => set(name)(data.value)}
      />
    </Field>
  );

  return (
    <MoneyDialog
      title={t('refunds.title')}
      intro={t('refunds.intro')}
      submitLabel={t('refunds.submit')}
      pending={refund.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <AmountField
        value={values.amount}
        onChange={set('amount')}
        error={errors.amount ?? null}
        disabled={refund.isPending}
        max={balance}
      />
      {field('iban', t('refunds.iban'), true)}
      {field('account_name', t('refunds.accountName'))}
      <Field label={t('refunds.note')} validationMessage={errors.note}>
        <Textarea value={values.note} maxLength={500} onChange={(_e, data) => set('note')(data.value)} />
      </Field>
    </MoneyDialog>
  );
}
