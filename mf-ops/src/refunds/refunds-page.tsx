import { makeStyles } from '@fluentui/react-components';
import { WALLET_REFUND_STATUSES } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { QueuePage } from '../queue/queue-page';
import { RefundDecisionDialog } from './refund-decision-dialog';
import { refundListQuery } from './refund-queries';

/** The API answers the queue in its own order (oldest first): no column sorts. */
const NO_SORT: readonly never[] = [];
const TONE = { pending: 'warning', paid: 'success', rejected: 'danger' } as const;

const useStyles = makeStyles({
  holder: { display: 'inline-flex', gap: '4px', flexWrap: 'wrap', alignItems: 'center' },
  // 24 characters without a space: it wraps inside its column rather than run over the next one.
  iban: { fontFamily: 'monospace', wordBreak: 'break-all' },
});

/**
 * /ops/refunds (read ops_refunds): wallet money companies asked back to their bank account, pending and oldest
 * first, each with its IBAN and holder; mark paid with the bank's reference, or reject with a reason (the amount
 * goes back to the wallet).
 */
export function RefundsPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  return (
    <QueuePage
      texts="refunds"
      title={t('refunds.title')}
      listQuery={refundListQuery}
      statuses={{
        values: WALLET_REFUND_STATUSES,
        waiting: 'pending',
        tone: TONE,
        label: (s) => t(`refunds.statuses.${s}`),
      }}
      notes={(x) => (
        <>
          {x.bank_reference ? (
            <span dir="auto">{t('refunds.bankReferenceShown', { reference: x.bank_reference })}</span>
          ) : null}
          {x.reason ? <span>{x.reason}</span> : null}
        </>
      )}
      sortKeys={NO_SORT}
      company={(x) => x.company.name}
      amount={(x) => x.amount}
      columns={[
        {
          key: 'iban',
          header: t('refunds.iban'),
          render: (x) => (
            <span className={styles.holder}>
              <span dir="ltr" className={styles.iban} data-testid="refund-iban">
                {x.iban}
              </span>
              <span>{x.account_name}</span>
            </span>
          ),
        },
      ]}
      dialog={(refund, decision) => <RefundDecisionDialog refund={refund} decision={decision} />}
    />
  );
}
