import type { OpsWalletRefund } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { QueueDecisionDialog, type QueueDecisionProps } from '../queue/decision-form-dialog';
import type { Fact } from '../queue/decision-frame';
import { useDecideRefund } from './refund-queries';

const BANK_REFERENCE_MAX = 100; // payRefundBodySchema

/** Mark one refund paid with the bank's reference, or reject it, with its company, amount and IBAN in view. */
export function RefundDecisionDialog({
  refund,
  decision,
}: {
  refund: OpsWalletRefund;
  decision: QueueDecisionProps<'pay'>;
}) {
  const { t } = useOpsTranslation();
  const decide = useDecideRefund();
  return (
    <QueueDecisionDialog
      texts="refunds"
      item={refund}
      decision={decision}
      acceptText={{
        name: 'bank_reference',
        label: t('refunds.bankReference'),
        hint: t('refunds.bankReferenceHint'),
        requiredText: t('refunds.bankReferenceRequired'),
        maxLength: BANK_REFERENCE_MAX,
      }}
      rejectHint={t('refunds.rejectHint')}
      facts={[
        [t('refunds.iban'), <span dir="ltr">{refund.iban}</span>],
        [t('refunds.accountName'), refund.account_name],
        ...(refund.note ? [[t('refunds.note'), refund.note] satisfies Fact] : []),
      ]}
      pending={decide.isPending}
      send={(value, headers) => decide.mutateAsync({ id: refund.id, kind: decision.kind, text: value, headers })}
    />
  );
}
