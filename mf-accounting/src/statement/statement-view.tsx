import { Caption1, Card, makeStyles, Subtitle2, Title3, tokens } from '@fluentui/react-components';
import { EmptyState, Reference } from '@portal/shared';
import type { WalletStatement } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from '../money/amount';
import { Description } from '../money/description';
import { MoneyCard } from '../money/money-card';
import { useMoneyLabel } from '../money/money-labels';
import { RowsTable } from '../money/rows-table';
import { useDateTime, useMoney } from '../money/use-money';

const useStyles = makeStyles({
  figures: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))' },
  card: { display: 'grid', gap: '6px', padding: '16px', alignContent: 'start' },
  // Breaks between the number and the currency when it must, never inside the number.
  figure: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto', background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
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
  const amount = (value: number) => (value === 0 ? t('common.none') : <Amount halalas={value} signed />);
  // At 390 px: reference and wallet change on top, the time, kind and whole description, the balance after.
  const card = (row: Movement) => (
    <MoneyCard
      title={<Reference>{row.reference}</Reference>}
      badge={amount(row.wallet_amount)}
      notes={[
        `${dateTime(row.created_at)} · ${label('transactionType', row.type)}`,
        <Description text={row.description} />,
      ]}
      facts={[
        ...(hasCredit ? [{ key: 'credit', label: t('statement.creditChange'), value: amount(row.credit_amount) }] : []),
        { key: 'balance', label: t('statement.balanceAfter'), value: <Amount halalas={row.wallet_balance_after} /> },
      ]}
    />
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
            card={{ header: t('statement.tableLabel'), render: card }}
            columns={[
              { key: 'date', header: t('common.date'), cell: (row) => dateTime(row.created_at) },
              {
                key: 'reference',
                header: t('common.reference'),
                cell: (row) => <Reference>{row.reference}</Reference>,
              },
              { key: 'type', header: t('common.type'), cell: (row) => label('transactionType', row.type) },
              {
                key: 'description',
                header: t('common.description'),
                cell: (row) => <Description text={row.description} />,
              },
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
                cell: (row) => <Amount halalas={row.wallet_balance_after} />,
              },
            ]}
          />
        )}
      </div>
    </div>
  );
}
