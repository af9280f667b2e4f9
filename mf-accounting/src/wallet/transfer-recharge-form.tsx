import { Button, DialogActions, Field, ProgressBar, Text, Textarea } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { checkReceipt, isApiError, notify, useIdempotencyKeys } from '@portal/shared';
import { RECEIPT_TYPES } from '@portal/shared/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { checkRechargeAmount } from '../money/sar-amount';
import { useAmountError } from './amount-error';
import { AmountField } from './amount-field';

import { useTransferRecharge } from './wallet-queries';

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
  const fileInput = useRef<HTMLInputElement>(null);
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
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={RECEIPT_TYPES.join(',')}
            hidden
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setErrors((current) => ({ ...current, receipt: chosen ? receiptMessage(checkReceipt(chosen)) : null }));
            }}
          />
          <Button icon={<AttachRegular />} disabled={busy} onClick={() => fileInput.current?.click()}>
            {t('recharge.chooseFile')}
          </Button>
          {file ? <Text data-testid="receipt-name">{file.name}</Text> : null}
        </div>
      </Field>
      <Field label={t('recharge.note')}>
        <Textarea value={note} maxLength={500} disabled={busy} onChange={(_e, data) => setNote(data.value)} />
      </Field>
      {percent !== null ? (
        <Field validationMessage={t('recharge.uploading', { percent })} validationState="none">
          <ProgressBar value={percent / 100} aria-label={t('recharge.uploading', { percent })} />
        </Field>
      ) : null}
      <DialogActions>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('recharge.submitTransfer')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('recharge.cancel')}
        </Button>
      </DialogActions>
    </form>
  );
}
