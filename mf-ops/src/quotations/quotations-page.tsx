import { localizedName, useCurrentLanguage } from '@portal/shared';
import { QUOTATION_SORTS, QUOTATION_STATUSES } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { QueuePage } from '../queue/queue-page';
import { QueueStatusFilter } from '../queue/queue-status-filter';
import { QuotationDecisionDialog } from './quotation-decision-dialog';
import { quotationListQuery } from './quotation-queries';
import { serviceNames } from './service-names';

const FILTER_KEYS = ['status'] as const;
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
      name="quotation"
      texts="quotations"
      title={t('quotations.title')}
      read={OPS_CONSOLE_RULES.quotationsRead}
      decide={OPS_CONSOLE_RULES.quotationsDecide}
      listQuery={quotationListQuery}
      filterKeys={FILTER_KEYS}
      toolbar={
        <QueueStatusFilter
          texts="quotations"
          statuses={QUOTATION_STATUSES}
          waiting="submitted"
          label={(s) => t(`quotations.statuses.${s}`)}
        />
      }
      sortKeys={QUOTATION_SORTS}
      sorts={{ reference: 'reference', amount: 'total', waited: 'created_at', status: 'status' }}
      company={(x) => localizedName(x.company.name, language)}
      amount={(x) => x.price.total}
      columns={[{ key: 'services', header: t('quotations.services'), render: (x) => serviceNames(x, language) }]}
      waiting={(x) => x.status === 'submitted'}
      status={(x) => ({
        tone: TONE[x.status],
        label: t(`quotations.statuses.${x.status}`),
        notes: x.rejection_reason ? <span>{x.rejection_reason}</span> : null,
      })}
      accept={{
        kind: 'approve',
        label: t('quotations.approve'),
        one: (x) => t('quotations.approveOne', { reference: x.reference }),
      }}
      dialog={(quotation, decision) => <QuotationDecisionDialog quotation={quotation} decision={decision} />}
    />
  );
}
