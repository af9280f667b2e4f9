import {
  Caption1,
  Card,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { EmptyState } from '@portal/shared';
import type { WalletStatement } from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoneyLabel } from '../money/money-labels';
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
          <Table aria-label={t('statement.tableLabel')} data-testid="statement-movements" style={{ minWidth: 640 }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('common.date')}</TableHeaderCell>
                <TableHeaderCell>{t('common.reference')}</TableHeaderCell>
                <TableHeaderCell>{t('common.type')}</TableHeaderCell>
                <TableHeaderCell>{t('common.description')}</TableHeaderCell>
                <TableHeaderCell>{t('statement.walletChange')}</TableHeaderCell>
                {hasCredit ? <TableHeaderCell>{t('statement.creditChange')}</TableHeaderCell> : null}
                <TableHeaderCell>{t('statement.balanceAfter')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {statement.movements.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className={styles.nowrap}>{dateTime(row.created_at)}</TableCell>
                  <TableCell>
                    <span dir="ltr">{row.reference}</span>
                  </TableCell>
                  <TableCell>{label('transactionType', row.type)}</TableCell>
                  <TableCell>{row.description}</TableCell>
                  <TableCell>{amount(row.wallet_amount)}</TableCell>
                  {hasCredit ? <TableCell>{amount(row.credit_amount)}</TableCell> : null}
                  <TableCell className={styles.nowrap}>{money(row.wallet_balance_after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </div>
  );
}
