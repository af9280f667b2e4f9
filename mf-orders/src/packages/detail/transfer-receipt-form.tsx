import { Button, Field, Text, Textarea } from '@fluentui/react-components';
import {
  checkReceipt,
  isApiError,
  notify,
  type ReceiptCheck,
  ReceiptPicker,
  UploadProgress,
  useIdempotencyKeys,
} from '@portal/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useQuotationFormat } from '../../common/quotation-format';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useSendTransferReceipt } from '../package-queries';

/** A bank-transfer package's receipt (multipart confirmPayment) with upload progress; ops confirm within 24 h. */
type Props = { packageId: string; amount: number | null; onSent: () => void };

export function TransferReceiptForm({ packageId, amount, onSent }: Props) {
  const { t } = useOrdersTranslation();
  const format = useQuotationFormat();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keys = useIdempotencyKeys();
  const send = useSendTransferReceipt();
  const fileId = useId();
  const inFlight = useRef(false);

  const message = (check: ReceiptCheck) =>
    check === 'ok'
      ? null
      : t(
          check === 'required'
            ? 'packages.receipt.required'
            : check === 'tooLarge'
              ? 'packages.receipt.tooLarge'
              : 'packages.receipt.wrongType',
        );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = checkReceipt(file);
    setError(message(check));
    if (check !== 'ok' || !file) return;
    inFlight.current = true;
    setPercent(0);
    try {
      const fingerprint = `package-receipt:${packageId}:${note.trim()}:${file.name}:${file.size}:${file.lastModified}`;
      await send.mutateAsync({
        packageId,
        note,
        receipt: file,
        headers: keys.headerFor(fingerprint),
        onProgress: setPercent,
      });
      keys.done();
      notify.success(t('packages.receipt.sent'));
      onSent();
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fieldErrors.receipt?.[0] ?? failure.message);
    } finally {
      inFlight.current = false;
      setPercent(null);
    }
  };

  const busy = send.isPending;
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }} data-testid="transfer-receipt-form">
      <Text as="h2" size={500} weight="semibold">
        {t('packages.receipt.title')}
      </Text>
      {amount !== null ? (
        <Text weight="semibold" data-testid="amount-to-transfer">
          {t('packages.receipt.amount', { amount: format.money(amount) })}
        </Text>
      ) : null}
      <Text>{t('packages.receipt.intro')}</Text>
      <Field
        label={{ children: t('packages.receipt.file'), htmlFor: fileId }}
        required
        hint={t('packages.receipt.hint')}
        validationState={error ? 'error' : undefined}
        validationMessage={error ?? undefined}
      >
        <ReceiptPicker
          id={fileId}
          chooseLabel={t('packages.receipt.choose')}
          file={file}
          disabled={busy}
          onChoose={(chosen) => {
            setFile(chosen);
            setError(chosen ? message(checkReceipt(chosen)) : null);
          }}
        />
      </Field>
      <Field label={t('packages.receipt.note')}>
        <Textarea value={note} maxLength={500} disabled={busy} onChange={(_e, data) => setNote(data.value)} />
      </Field>
      <UploadProgress percent={percent} label={t('packages.receipt.uploading', { percent: percent ?? 0 })} />
      <div>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('packages.receipt.submit')}
        </Button>
      </div>
    </form>
  );
}
