import type { OpsTempTransaction } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { QueueDecisionDialog, type QueueDecisionProps } from '../queue/decision-form-dialog';
import type { Fact } from '../queue/decision-frame';
import { ReceiptPreview } from './receipt-preview';
import { useDecideTransfer } from './transfer-queries';

/** Confirm or reject one transfer, with its company, amount and receipt in view. */
export function DecisionDialog({
  transfer,
  decision,
}: {
  transfer: OpsTempTransaction;
  decision: QueueDecisionProps<'confirm'>;
}) {
  const { t } = useOpsTranslation();
  const decide = useDecideTransfer();
  return (
    <QueueDecisionDialog
      texts="transfers"
      item={transfer}
      decision={decision}
      facts={transfer.note ? [[t('transfers.note'), transfer.note] satisfies Fact] : []}
      pending={decide.isPending}
      send={(reason, headers) =>
        decide.mutateAsync({ id: transfer.id, reason: decision.kind === 'reject' ? reason : null, headers })
      }
    >
      <ReceiptPreview receipt={transfer.receipt} />
    </QueueDecisionDialog>
  );
}
