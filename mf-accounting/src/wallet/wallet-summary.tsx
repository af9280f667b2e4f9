import {
  Caption1,
  Card,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Subtitle2,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { Wallet } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoney } from '../money/use-money';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' },
  card: { display: 'grid', gap: '8px', padding: '20px', alignContent: 'start' },
  // Breaks between the number and the currency when it must, never inside the number (issue 28.1).
  figure: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  // Limit, used, available side by side while they fit, else one under the other: an amount stays whole.
  credit: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'space-between' },
  creditValue: { display: 'grid', gap: '2px', whiteSpace: 'nowrap' },
});

/** Balance, what can be spent, the credit line (limit, used, available) and transfers waiting for ops. */
export function WalletSummary({ wallet, canReadTransfers }: { wallet: Wallet; canReadTransfers: boolean }) {
  const { t } = useAccountingTranslation();
  const styles = useStyles();
  const money = useMoney();
  const navigate = useNavigate();
  const { credit_line: credit, pending_transfers: pending } = wallet;
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div className={styles.grid}>
        <Card className={styles.card} data-testid="wallet-balance">
          <Subtitle2 as="h2">{t('wallet.balance')}</Subtitle2>
          <Title2 as="p" className={styles.figure} data-amount={wallet.balance}>
            {money(wallet.balance)}
          </Title2>
        </Card>
        <Card className={styles.card} data-testid="wallet-spendable">
          <Subtitle2 as="h2">{t('wallet.spendable')}</Subtitle2>
          <Title2 as="p" className={styles.figure} data-amount={wallet.spendable}>
            {money(wallet.spendable)}
          </Title2>
          <Caption1 className={styles.muted}>{t('wallet.spendableHint')}</Caption1>
        </Card>
        <Card className={styles.card} data-testid="wallet-credit-line">
          <Subtitle2 as="h2">{t('wallet.creditLine')}</Subtitle2>
          {credit.limit > 0 ? (
            <>
              <ProgressBar value={Math.min(1, credit.used / credit.limit)} aria-label={t('wallet.creditUsed')} />
              <div className={styles.credit}>
                {(
                  [
                    ['creditLimit', credit.limit],
                    ['creditUsed', credit.used],
                    ['creditAvailable', credit.available],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className={styles.creditValue}>
                    <Caption1 className={styles.muted}>{t(`wallet.${key}`)}</Caption1>
                    <Text weight="semibold" data-amount={value}>
                      {money(value)}
                    </Text>
                  </div>
                ))}
              </div>
            </>
          ) : (
            <Text className={styles.muted}>{t('wallet.noCreditLine')}</Text>
          )}
        </Card>
      </div>
      {pending.count > 0 ? (
        <MessageBar intent="info" layout="multiline" data-testid="pending-transfers">
          <MessageBarBody>
            {t('wallet.pendingTransfers', { count: pending.count, amount: money(pending.amount) })}
          </MessageBarBody>
          {canReadTransfers ? (
            <MessageBarActions>
              <Link
                href="/b2b/wallets/temp-transactions"
                onClick={(event) => {
                  event.preventDefault();
                  navigate('/b2b/wallets/temp-transactions');
                }}
              >
                {t('wallet.viewTransfers')}
              </Link>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
    </div>
  );
}
