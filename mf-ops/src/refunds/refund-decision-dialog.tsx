import type { OpsWalletRefund } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFormDialog } from '../queue/decision-form-dialog';
import type { QueueDecision } from '../queue/queue-page';
import { useQueueText } from '../queue/use-queue-text';
import { useDecideRefund } from './refund-queries';

const BANK_REFERENCE_MAX = 100; // payRefundBodySchema

/** Mark one refund paid with the bank's reference, or reject it, with its company, amount and IBAN in view. */
export function RefundDecisionDialog({
  refund,
  kind,
  onClose,
}: {
  refund: OpsWalletRefund;
  kind: QueueDecision<'pay'>;
  onClose: () => void;
}) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const decide = useDecideRefund();
  return (
    <DecisionFormDialog
      testId="refund-decision-dialog"
      texts="refunds"
      itemId={refund.id}
      kind={kind}
      accept={{
        title: t('refunds.payTitle'),
        submit: t('refunds.paySubmit'),
        done: t('refunds.paid'),
        hint: t('refunds.payHint'),
        text: {
          name: 'bank_reference',
          label: t('refunds.bankReference'),
          hint: t('refunds.bankReferenceHint'),
          requiredText: t('refunds.bankReferenceRequired'),
          maxLength: BANK_REFERENCE_MAX,
        },
      }}
      rejectHint={t('refunds.rejectHint')}
      facts={[
        [t('refunds.company'), refund.company.name],
        [t('refunds.reference'), <span dir="ltr">{refund.reference}</span>],
        [t('refunds.amount'), <strong>{text.sar(refund.amount)}</strong>],
        [t('refunds.iban'), <span dir="ltr">{refund.iban}</span>],
        [t('refunds.accountName'), refund.account_name],
        ...(refund.note ? [[t('refunds.note'), refund.note] as [string, string]] : []),
        [t('refunds.submitted'), text.dateTime(refund.created_at)],
      ]}
      pending={decide.isPending}
      send={(value, headers) => decide.mutateAsync({ id: refund.id, kind, text: value, headers })}
      onClose={onClose}
    />
  );
}
