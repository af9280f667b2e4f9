import { FilterSelect, localizedName, useCurrentLanguage } from '@portal/shared';
import { QUOTATION_SORTS, QUOTATION_STATUSES } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { QueuePage } from '../queue/queue-page';
import { ANY_STATUS } from '../queue/queue-queries';
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
        <FilterSelect
          name="status"
          label={t('quotations.status')}
          allLabel={t('quotations.statuses.submitted')}
          options={[
            ...QUOTATION_STATUSES.filter((s) => s !== 'submitted').map((s) => ({
              value: s,
              label: t(`quotations.statuses.${s}`),
            })),
            { value: ANY_STATUS, label: t('quotations.anyStatus') },
          ]}
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
      dialog={(quotation, kind, close) => <QuotationDecisionDialog quotation={quotation} kind={kind} onClose={close} />}
    />
  );
}
