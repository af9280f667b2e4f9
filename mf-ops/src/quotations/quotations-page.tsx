import { localizedName, useCurrentLanguage } from '@portal/shared';
import { QUOTATION_SORTS, QUOTATION_STATUSES } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { QueuePage } from '../queue/queue-page';
import { QuotationDecisionDialog } from './quotation-decision-dialog';
import { quotationListQuery } from './quotation-queries';
import { serviceNames } from './service-names';

const TONE = { submitted: 'warning', approved: 'success', rejected: 'danger' } as const;

/**
 * /ops/quotations (read ops_quotations): quotations priced above the automatic approval limit, submitted and oldest
 * first, each with its services; approve, or reject with a reason the company sees (the approve endpoint's rule).
 */
export function QuotationsPage() {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  return (
    <QueuePage
      texts="quotations"
      title={t('quotations.title')}
      listQuery={quotationListQuery}
      statuses={{
        values: QUOTATION_STATUSES,
        waiting: 'submitted',
        tone: TONE,
        label: (s) => t(`quotations.statuses.${s}`),
      }}
      notes={(x) => (x.rejection_reason ? <span>{x.rejection_reason}</span> : null)}
      sortKeys={QUOTATION_SORTS}
      sorts={{ reference: 'reference', amount: 'total', waited: 'created_at', status: 'status' }}
      company={(x) => localizedName(x.company.name, language)}
      amount={(x) => x.price.total}
      columns={[{ key: 'services', header: t('quotations.services'), render: (x) => serviceNames(x, language) }]}
      dialog={(quotation, decision) => <QuotationDecisionDialog quotation={quotation} decision={decision} />}
    />
  );
}
