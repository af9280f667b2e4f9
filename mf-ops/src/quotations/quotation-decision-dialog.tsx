import { localizedName, notify, useCurrentLanguage, useIdempotencyKeys } from '@portal/shared';
import type { OpsQuotation } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFormDialog } from '../queue/decision-form-dialog';
import { useQueueText } from '../queue/use-queue-text';
import { type QuotationDecision, useDecideQuotation } from './quotation-queries';
import { serviceNames } from './service-names';

const REASON_MAX = 500; // rejectQuotationBodySchema

export type QuotationDecisionKind = QuotationDecision['kind'];

/**
 * Approve or reject one quotation with its company, total and services in view. One request per decision, with
 * the Idempotency-Key this dialog keeps for it: a double click or a retry after a lost answer decides once.
 */
export function QuotationDecisionDialog({
  quotation,
  kind,
  onClose,
}: {
  quotation: OpsQuotation;
  kind: QuotationDecisionKind;
  onClose: () => void;
}) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const keys = useIdempotencyKeys();
  const decide = useDecideQuotation();
  const approve = kind === 'approve';

  return (
    <DecisionFormDialog
      testId="quotation-decision-dialog"
      title={t(approve ? 'quotations.approveTitle' : 'quotations.rejectTitle')}
      facts={[
        [t('quotations.company'), localizedName(quotation.company.name, language)],
        [t('quotations.reference'), <span dir="ltr">{quotation.reference}</span>],
        [t('quotations.amount'), <strong>{text.sar(quotation.price.total)}</strong>],
        [t('quotations.services'), serviceNames(quotation, language)],
        [t('quotations.submitted'), text.dateTime(quotation.created_at)],
      ]}
      hint={approve ? t('quotations.approveHint') : undefined}
      text={
        approve
          ? undefined
          : {
              name: 'reason',
              label: t('quotations.reason'),
              hint: t('quotations.reasonHint'),
              requiredText: t('quotations.reasonRequired'),
              maxLength: REASON_MAX,
              multiline: true,
            }
      }
      submitLabel={t(approve ? 'quotations.approveSubmit' : 'quotations.rejectSubmit')}
      pending={decide.isPending}
      decide={async (reason) => {
        const decision: QuotationDecision = approve ? { kind } : { kind: 'reject', reason };
        await decide.mutateAsync({
          id: quotation.id,
          decision,
          headers: keys.headerFor(`${quotation.id}:${JSON.stringify(decision)}`),
        });
        keys.done();
        notify.success(t(approve ? 'quotations.approved' : 'quotations.rejected'));
      }}
      onClose={onClose}
    />
  );
}
