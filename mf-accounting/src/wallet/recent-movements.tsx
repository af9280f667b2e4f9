import {
  makeStyles,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { EmptyState } from '@portal/shared';
import type { WalletTransaction } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoneyLabel } from '../money/money-labels';
import { useDateTime, useMoney } from '../money/use-money';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  in: { color: tokens.colorPaletteGreenForeground1, whiteSpace: 'nowrap' },
  out: { whiteSpace: 'nowrap' },
});

/** The wallet's last movements (the wallet answer carries at most five), newest first. */
export function RecentMovements({ rows, action }: { rows: WalletTransaction[]; action?: ReactNode }) {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const money = useMoney();
  const dateTime = useDateTime();
  const label = useMoneyLabel();
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
          <Table aria-labelledby="recent-movements" data-testid="recent-movements" style={{ minWidth: 480 }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('common.date')}</TableHeaderCell>
                <TableHeaderCell>{t('common.type')}</TableHeaderCell>
                <TableHeaderCell>{t('common.description')}</TableHeaderCell>
                <TableHeaderCell>{t('common.amount')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{dateTime(row.created_at)}</TableCell>
                  <TableCell>{label('transactionType', row.type)}</TableCell>
                  <TableCell>{row.description}</TableCell>
                  <TableCell className={row.amount > 0 ? styles.in : styles.out}>{money(row.amount, true)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </section>
  );
}
