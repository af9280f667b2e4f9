import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Textarea,
} from '@fluentui/react-components';
import { isApiError, localizedName, notify, useCurrentLanguage, useIdempotencyKeys } from '@portal/shared';
import type { OpsTempTransaction } from '@portal/shared/contract';
import { type FormEvent, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { useQueueText } from '../queue/use-queue-text';
import { ReceiptPreview } from './receipt-preview';
import { useDecideTransfer } from './transfer-queries';

const REASON_MAX = 500; // rejectTransferBodySchema

const useStyles = makeStyles({
  surface: { width: 'min(560px, 94vw)' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', margin: '0 0 12px' },
  body: { display: 'grid', gap: '12px' },
});

export type DecisionKind = 'confirm' | 'reject';

/**
 * Confirm or reject one transfer, with its company, amount and receipt in view. One request per decision, with the
 * Idempotency-Key this dialog keeps for it: a double click or a retry after a lost answer decides once.
 */
export function DecisionDialog({
  transfer,
  kind,
  onClose,
}: {
  transfer: OpsTempTransaction;
  kind: DecisionKind;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const keys = useIdempotencyKeys();
  const decide = useDecideTransfer();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    const trimmed = reason.trim();
    if (kind === 'reject' && !trimmed) {
      setReasonError(t('transfers.reasonRequired'));
      return;
    }
    const decision = kind === 'confirm' ? ({ kind } as const) : ({ kind, reason: trimmed } as const);
    try {
      await decide.mutateAsync({
        id: transfer.id,
        decision,
        headers: keys.headerFor(`${transfer.id}:${JSON.stringify(decision)}`),
      });
      keys.done();
      notify.success(t(kind === 'confirm' ? 'transfers.confirmed' : 'transfers.rejected'));
      onClose();
    } catch (failure) {
      // The client has shown the API's message; a reason refused by the API goes under the field.
      if (isApiError(failure)) setReasonError(failure.fieldErrors.reason?.[0] ?? null);
      if (isApiError(failure) && failure.status === 409) onClose(); // decided meanwhile: the list is read again
    }
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="transfer-decision-dialog">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t(kind === 'confirm' ? 'transfers.confirmTitle' : 'transfers.rejectTitle')}</DialogTitle>
            <DialogContent className={styles.body}>
              <dl className={styles.facts}>
                <dt>{t('transfers.company')}</dt>
                <dd>{localizedName(transfer.company.name, language)}</dd>
                <dt>{t('transfers.reference')}</dt>
                <dd dir="ltr">{transfer.reference}</dd>
                <dt>{t('transfers.amount')}</dt>
                <dd>
                  <strong>{text.sar(transfer.amount)}</strong>
                </dd>
                <dt>{t('transfers.submitted')}</dt>
                <dd>{text.dateTime(transfer.created_at)}</dd>
                {transfer.note ? (
                  <>
                    <dt>{t('transfers.note')}</dt>
                    <dd>{transfer.note}</dd>
                  </>
                ) : null}
              </dl>
              <ReceiptPreview receipt={transfer.receipt} />
              {kind === 'reject' ? (
                <Field
                  label={t('transfers.reason')}
                  hint={t('transfers.reasonHint')}
                  required
                  validationMessage={reasonError ?? undefined}
                >
                  <Textarea
                    value={reason}
                    maxLength={REASON_MAX}
                    onChange={(_e, data) => {
                      setReason(data.value);
                      setReasonError(null);
                    }}
                  />
                </Field>
              ) : (
                <p>{t('transfers.confirmHint')}</p>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={decide.isPending}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={decide.isPending} data-testid="decision-submit">
                {t(kind === 'confirm' ? 'transfers.confirmSubmit' : 'transfers.rejectSubmit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
