import { FilterSelect, localizedName, useCurrentLanguage } from '@portal/shared';
import {
  moneyLabel,
  type OpsTempTransaction,
  TEMP_TRANSACTION_SORT_KEYS,
  TEMP_TRANSACTION_STATUSES,
} from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { QueuePage } from '../queue/queue-page';
import { DecisionDialog } from './decision-dialog';
import { ReceiptLink } from './receipt-preview';
import { transferListQuery } from './transfer-queries';

const FILTER_KEYS = ['status', 'overdue'] as const;
const TONE = { pending: 'warning', confirmed: 'success', rejected: 'danger' } as const;

/**
 * /ops/transfers (read ops_transfers): the bank transfers companies uploaded, pending and oldest first, each with its
 * receipt beside the amount; overdue after 24 h (or the API's flag) in red; confirm, or reject with a reason the
 * company sees (update ops_transfers).
 */
export function TransfersPage() {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const status = (value: OpsTempTransaction['status']) => moneyLabel(language, 'transferStatus', value);
  return (
    <QueuePage
      texts="transfers"
      title={t('pages.transfers')}
      listQuery={transferListQuery}
      filterKeys={FILTER_KEYS}
      statuses={{ values: TEMP_TRANSACTION_STATUSES, waiting: 'pending', tone: TONE, label: status }}
      notes={(x) => (x.reason ? <span>{x.reason}</span> : null)}
      toolbar={
        <FilterSelect
          name="overdue"
          label={t('transfers.overdue')}
          allLabel={t('transfers.anyAge')}
          options={[{ value: 'true', label: t('transfers.overdueOnly') }]}
        />
      }
      sortKeys={TEMP_TRANSACTION_SORT_KEYS}
      sorts={{ amount: 'amount', waited: 'created_at', status: 'status' }}
      company={(x) => localizedName(x.company.name, language)}
      amount={(x) => x.amount}
      columns={[{ key: 'receipt', header: t('transfers.receipt'), render: (x) => <ReceiptLink receipt={x.receipt} /> }]}
      flagged={(x) => x.overdue}
      dialog={(transfer, decision) => <DecisionDialog transfer={transfer} decision={decision} />}
    />
  );
}
