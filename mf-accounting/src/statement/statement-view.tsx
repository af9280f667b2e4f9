import { Caption1, Card, makeStyles, Subtitle2, Title3, tokens } from '@fluentui/react-components';
import { EmptyState, Reference } from '@portal/shared';
import type { WalletStatement } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoneyLabel } from '../money/money-labels';
import { RowsTable } from '../money/rows-table';
import { useDateTime, useMoney } from '../money/use-money';

const useStyles = makeStyles({
  figures: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(170px, 100%), 1fr))' },
  card: { display: 'grid', gap: '6px', padding: '16px', alignContent: 'start' },
  figure: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto', background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  in: { color: tokens.colorPaletteGreenForeground1, whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

type Movement = WalletStatement['movements'][number];

/** The statement itself: the four figures, the credit used when any, then the movements oldest first. */
export function StatementView({ statement }: { statement: WalletStatement }) {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const money = useMoney();
  const dateTime = useDateTime();
  const label = useMoneyLabel();
  const { opening, closing } = statement;
  const figures = [
    { key: 'opening', title: t('statement.opening'), amount: opening.wallet, signed: false },
    { key: 'in', title: t('statement.moneyIn'), amount: statement.wallet_in, signed: true },
    { key: 'out', title: t('statement.moneyOut'), amount: statement.wallet_out, signed: false },
    { key: 'closing', title: t('statement.closing'), amount: closing.wallet, signed: false },
  ];
  const hasCredit = opening.credit_used !== 0 || closing.credit_used !== 0;
  const nowrap = () => styles.nowrap;
  const amount = (value: number) => (
    <span className={value > 0 ? styles.in : styles.nowrap}>{value === 0 ? t('common.none') : money(value, true)}</span>
  );
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div className={styles.figures}>
        {figures.map((figure) => (
          <Card key={figure.key} className={styles.card} data-testid={`statement-${figure.key}`}>
            <Subtitle2 as="h2">{figure.title}</Subtitle2>
            <Title3 as="p" className={styles.figure} data-amount={figure.amount}>
              {money(figure.amount, figure.signed)}
            </Title3>
          </Card>
        ))}
      </div>
      {hasCredit ? (
        <Caption1 className={styles.muted} data-testid="statement-credit">
          {t('statement.creditUsed', { opening: money(opening.credit_used), closing: money(closing.credit_used) })}
        </Caption1>
      ) : null}
      <div className={styles.scroll}>
        {statement.movements.length === 0 ? (
          <EmptyState title={t('statement.empty')} />
        ) : (
          <RowsTable
            aria-label={t('statement.tableLabel')}
            data-testid="statement-movements"
            minWidth={640}
            rows={statement.movements}
            columns={[
              { key: 'date', header: t('common.date'), cell: (row) => dateTime(row.created_at), className: nowrap },
              {
                key: 'reference',
                header: t('common.reference'),
                cell: (row) => <Reference>{row.reference}</Reference>,
              },
              { key: 'type', header: t('common.type'), cell: (row) => label('transactionType', row.type) },
              { key: 'description', header: t('common.description'), cell: (row) => row.description },
              { key: 'wallet', header: t('statement.walletChange'), cell: (row) => amount(row.wallet_amount) },
              ...(hasCredit
                ? [
                    {
                      key: 'credit',
                      header: t('statement.creditChange'),
                      cell: (row: Movement) => amount(row.credit_amount),
                    },
                  ]
                : []),
              {
                key: 'balance',
                header: t('statement.balanceAfter'),
                cell: (row) => money(row.wallet_balance_after),
                className: nowrap,
              },
            ]}
          />
        )}
      </div>
    </div>
  );
}
