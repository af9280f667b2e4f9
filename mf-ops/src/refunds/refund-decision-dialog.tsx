import { notify, useIdempotencyKeys } from '@portal/shared';
import type { OpsWalletRefund } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFormDialog } from '../queue/decision-form-dialog';
import { useQueueText } from '../queue/use-queue-text';
import { type RefundDecision, useDecideRefund } from './refund-queries';

const REASON_MAX = 500; // rejectRefundBodySchema
const BANK_REFERENCE_MAX = 100; // payRefundBodySchema

export type RefundDecisionKind = RefundDecision['kind'];

/**
 * Mark one refund paid with the bank's reference, or reject it with a reason, with its company, amount and IBAN in
 * view. One request per decision, with the Idempotency-Key this dialog keeps for it.
 */
export function RefundDecisionDialog({
  refund,
  kind,
  onClose,
}: {
  refund: OpsWalletRefund;
  kind: RefundDecisionKind;
  onClose: () => void;
}) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const keys = useIdempotencyKeys();
  const decide = useDecideRefund();
  const pay = kind === 'pay';

  return (
    <DecisionFormDialog
      testId="refund-decision-dialog"
      title={t(pay ? 'refunds.payTitle' : 'refunds.rejectTitle')}
      facts={[
        [t('refunds.company'), refund.company.name],
        [t('refunds.reference'), <span dir="ltr">{refund.reference}</span>],
        [t('refunds.amount'), <strong>{text.sar(refund.amount)}</strong>],
        [t('refunds.iban'), <span dir="ltr">{refund.iban}</span>],
        [t('refunds.accountName'), refund.account_name],
        ...(refund.note ? [[t('refunds.note'), refund.note] as [string, string]] : []),
        [t('refunds.submitted'), text.dateTime(refund.created_at)],
      ]}
      hint={t(pay ? 'refunds.payHint' : 'refunds.rejectHint')}
      text={
        pay
          ? {
              name: 'bank_reference',
              label: t('refunds.bankReference'),
              hint: t('refunds.bankReferenceHint'),
              requiredText: t('refunds.bankReferenceRequired'),
              maxLength: BANK_REFERENCE_MAX,
            }
          : {
              name: 'reason',
              label: t('refunds.reason'),
              hint: t('refunds.reasonHint'),
              requiredText: t('refunds.reasonRequired'),
              maxLength: REASON_MAX,
              multiline: true,
            }
      }
      submitLabel={t(pay ? 'refunds.paySubmit' : 'refunds.rejectSubmit')}
      pending={decide.isPending}
      decide={async (value) => {
        const decision: RefundDecision = pay
          ? { kind: 'pay', bankReference: value }
          : { kind: 'reject', reason: value };
        await decide.mutateAsync({
          id: refund.id,
          decision,
          headers: keys.headerFor(`${refund.id}:${JSON.stringify(decision)}`),
        });
        keys.done();
        notify.success(t(pay ? 'refunds.paid' : 'refunds.rejected'));
      }}
      onClose={onClose}
    />
  );
}
