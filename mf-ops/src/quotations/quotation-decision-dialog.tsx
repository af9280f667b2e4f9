import { localizedName, useCurrentLanguage } from '@portal/shared';
import type { OpsQuotation } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFormDialog } from '../queue/decision-form-dialog';
import type { QueueDecision } from '../queue/queue-page';
import { useQueueText } from '../queue/use-queue-text';
import { useDecideQuotation } from './quotation-queries';
import { serviceNames } from './service-names';

/** Approve or reject one quotation with its company, total and services in view. */
export function QuotationDecisionDialog({
  quotation,
  kind,
  onClose,
}: {
  quotation: OpsQuotation;
  kind: QueueDecision<'approve'>;
  onClose: () => void;
}) {
  const { t } = useOpsTranslation();
  const text = useQueueText();
  const language = useCurrentLanguage();
  const decide = useDecideQuotation();
  return (
    <DecisionFormDialog
      testId="quotation-decision-dialog"
      texts="quotations"
      itemId={quotation.id}
      kind={kind}
      accept={{
        title: t('quotations.approveTitle'),
        submit: t('quotations.approveSubmit'),
        done: t('quotations.approved'),
        hint: t('quotations.approveHint'),
      }}
      facts={[
        [t('quotations.company'), localizedName(quotation.company.name, language)],
        [t('quotations.reference'), <span dir="ltr">{quotation.reference}</span>],
        [t('quotations.amount'), <strong>{text.sar(quotation.price.total)}</strong>],
        [t('quotations.services'), serviceNames(quotation, language)],
        [t('quotations.submitted'), text.dateTime(quotation.created_at)],
      ]}
      pending={decide.isPending}
      send={(reason, headers) =>
        decide.mutateAsync({ id: quotation.id, reason: kind === 'reject' ? reason : null, headers })
      }
      onClose={onClose}
    />
  );
}
