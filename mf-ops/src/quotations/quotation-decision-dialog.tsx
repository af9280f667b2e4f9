import { useCurrentLanguage } from '@portal/shared';
import type { OpsQuotation } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { QueueDecisionDialog, type QueueDecisionProps } from '../queue/decision-form-dialog';
import { useDecideQuotation } from './quotation-queries';
import { serviceNames } from './service-names';

/** Approve or reject one quotation with its company, total and services in view. */
export function QuotationDecisionDialog({
  quotation,
  decision,
}: {
  quotation: OpsQuotation;
  decision: QueueDecisionProps<'approve'>;
}) {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const decide = useDecideQuotation();
  return (
    <QueueDecisionDialog
      texts="quotations"
      item={quotation}
      decision={decision}
      facts={[[t('quotations.services'), serviceNames(quotation, language)]]}
      pending={decide.isPending}
      send={(reason, headers) =>
        decide.mutateAsync({ id: quotation.id, reason: decision.kind === 'reject' ? reason : null, headers })
      }
    />
  );
}
