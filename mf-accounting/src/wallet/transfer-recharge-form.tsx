import { Field, Text, Textarea } from '@fluentui/react-components';
import { checkReceipt, isApiError, notify, ReceiptPicker, UploadProgress, useIdempotencyKeys } from '@portal/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MoneyActions } from '../money/money-dialog';
import { checkRechargeAmount } from '../money/sar-amount';
import { useAmountError } from './amount-error';
import { AmountField } from './amount-field';

import { useTransferRecharge } from './recharge-queries';

type Errors = { amount: string | null; receipt: string | null };

/** Bank transfer: amount + receipt (upload progress) → a pending temporary transaction, confirmed within 24 h. */
export function TransferRechargeForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useAccountingTranslation();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({ amount: null, receipt: null });
  const amountError = useAmountError();
  const keys = useIdempotencyKeys();
  const transfer = useTransferRecharge();
  const fileId = useId();
  const inFlight = useRef(false);

  const receiptMessage = (check: ReturnType<typeof checkReceipt>) =>
    check === 'ok'
      ? null
      : t(
          check === 'required'
            ? 'recharge.receiptRequired'
            : check === 'tooLarge'
              ? 'recharge.receiptTooLarge'
              : 'recharge.receiptWrongType',
        );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const amountCheck = checkRechargeAmount(amount);
    const receiptCheck = checkReceipt(file);
    setErrors({ amount: amountError(amountCheck), receipt: receiptMessage(receiptCheck) });
    if (!amountCheck.ok || receiptCheck !== 'ok' || !file) return;
    inFlight.current = true;
    setPercent(0);
    try {
      const fingerprint = `transfer:${amountCheck.halalas}:${note.trim()}:${file.name}:${file.size}:${file.lastModified}`;
      await transfer.mutateAsync({
        amount: amountCheck.halalas,
        note,
        receipt: file,
        headers: keys.headerFor(fingerprint),
        onProgress: setPercent,
      });
      keys.done();
      notify.success(t('recharge.transferSubmitted'));
      onDone();
    } catch (failure) {
      if (isApiError(failure))
        setErrors({
          amount: failure.fieldErrors.amount?.[0] ?? null,
          receipt: failure.fieldErrors.receipt?.[0] ?? null,
        });
    } finally {
      inFlight.current = false;
      setPercent(null);
    }
  };

  const busy = transfer.isPending;
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
      <Text>{t('recharge.transferIntro')}</Text>
      <AmountField value={amount} onChange={setAmount} error={errors.amount} disabled={busy} />
      <Field
        label={{ children: t('recharge.receipt'), htmlFor: fileId }}
        required
        hint={t('recharge.receiptHint')}
        validationState={errors.receipt ? 'error' : undefined}
        validationMessage={errors.receipt ?? undefined}
      >
        <ReceiptPicker
          id={fileId}
          chooseLabel={t('recharge.chooseFile')}
          file={file}
          disabled={busy}
          onChoose={(chosen) => {
            setFile(chosen);
            setErrors((current) => ({ ...current, receipt: chosen ? receiptMessage(checkReceipt(chosen)) : null }));
          }}
        />
      </Field>
      <Field label={t('recharge.note')}>
        <Textarea value={note} maxLength={500} disabled={busy} onChange={(_e, data) => setNote(data.value)} />
      </Field>
      <UploadProgress percent={percent} label={t('recharge.uploading', { percent: percent ?? 0 })} />
      <MoneyActions submitLabel={t('recharge.submitTransfer')} pending={busy} onCancel={onCancel} />
    </form>
  );
}
