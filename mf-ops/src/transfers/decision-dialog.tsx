import { localizedName, useCurrentLanguage } from '@portal/shared';
import type { OpsTempTransaction } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFormDialog } from '../queue/decision-form-dialog';
import type { QueueDecision } from '../queue/queue-page';
import { useQueueText } from '../queue/use-queue-text';
import { ReceiptPreview } from './receipt-preview';
import { useDecideTransfer } from './transfer-queries';

/** Confirm or reject one transfer, with its company, amount and receipt in view. */
export function DecisionDialog({
  transfer,
  kind,
  onClose,
}: {
  transfer: OpsTempTransaction;
  kind: QueueDecision<'confirm'>;
  onClose: () => void;
}) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const decide = useDecideTransfer();
  return (
    <DecisionFormDialog
      testId="transfer-decision-dialog"
      texts="transfers"
      itemId={transfer.id}
      kind={kind}
      accept={{
        title: t('transfers.confirmTitle'),
        submit: t('transfers.confirmSubmit'),
        done: t('transfers.confirmed'),
        hint: t('transfers.confirmHint'),
      }}
      facts={[
        [t('transfers.company'), localizedName(transfer.company.name, language)],
        [t('transfers.reference'), <span dir="ltr">{transfer.reference}</span>],
        [t('transfers.amount'), <strong>{text.sar(transfer.amount)}</strong>],
        [t('transfers.submitted'), text.dateTime(transfer.created_at)],
        ...(transfer.note ? [[t('transfers.note'), transfer.note] as [string, string]] : []),
      ]}
      pending={decide.isPending}
      send={(reason, headers) =>
        decide.mutateAsync({ id: transfer.id, reason: kind === 'reject' ? reason : null, headers })
      }
      onClose={onClose}
    >
      <ReceiptPreview receipt={transfer.receipt} />
    </DecisionFormDialog>
  );
}
