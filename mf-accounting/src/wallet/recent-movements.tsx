import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { EmptyState } from '@portal/shared';
import type { WalletTransaction } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from '../money/amount';
import { Description } from '../money/description';
import { MoneyCard } from '../money/money-card';
import { useMoneyLabel } from '../money/money-labels';
import { RowsTable } from '../money/rows-table';
import { useDateTime } from '../money/use-money';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
});

/**
 * The wallet's last movements (the wallet answer carries at most five), newest first; a card each on a phone.
 * Its own chunk (wallet-page.tsx): the table's code stays out of the remote's first chunk.
 */
export function RecentMovements({ rows, action }: { rows: WalletTransaction[]; action?: ReactNode }) {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const dateTime = useDateTime();
  const label = useMoneyLabel();
  const card = (row: WalletTransaction) => (
    <MoneyCard
      title={dateTime(row.created_at)}
      badge={<Amount halalas={row.amount} signed />}
      notes={[label('transactionType', row.type), <Description text={row.description} />]}
    />
  );
  return (
    <section aria-labelledby="recent-movements" style={{ display: 'grid', gap: 12 }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Subtitle1 as="h2" id="recent-movements">
          {t('wallet.recent')}
        </Subtitle1>
        {action}
      </div>
      <div className={styles.scroll}>
        {rows.length === 0 ? (
          <EmptyState title={t('wallet.recentEmpty')} />
        ) : (
          <RowsTable
            aria-labelledby="recent-movements"
            data-testid="recent-movements"
            minWidth={480}
            rows={rows}
            card={{ header: t('wallet.recent'), render: card }}
            columns={[
              { key: 'date', header: t('common.date'), cell: (row) => dateTime(row.created_at) },
              { key: 'type', header: t('common.type'), cell: (row) => label('transactionType', row.type) },
              {
                key: 'description',
                header: t('common.description'),
                cell: (row) => <Description text={row.description} />,
              },
              { key: 'amount', header: t('common.amount'), cell: (row) => <Amount halalas={row.amount} signed /> },
            ]}
          />
        )}
      </div>
    </section>
  );
}
