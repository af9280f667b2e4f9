import { Button, Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { AddRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import { PageHeader } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { lazy, Suspense, useState } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { useMoneyRule } from '../money/money-rules';
import { useRefunds } from '../refunds/refund-queries';
import type { RechargeMethod } from './recharge-dialog';
import { usePaymentReturn } from './use-payment-return';
import { useWallet } from './wallet-queries';
import { WalletSummary } from './wallet-summary';

// The dialogs' code (form fields, validation, payment methods) is fetched when one is opened: the wallet paints
// without it.
const RefundDialog = lazy(() => import('../refunds/refund-dialog').then((m) => ({ default: m.RefundDialog })));
// The refund requests (a list shown only once the user has asked for one) load after the wallet too.
const RefundList = lazy(() => import('../refunds/refund-list').then((m) => ({ default: m.RefundList })));
// The last movements (a table, or cards on a phone) paint right after the balance, from their own chunk.
const RecentMovements = lazy(() => import('./recent-movements').then((m) => ({ default: m.RecentMovements })));
const RechargeDialog = lazy(() => import('./recharge-dialog').then((m) => ({ default: m.RechargeDialog })));

/** /b2b/wallets (read b2b_wallet): balance, credit line, recent movements and the recharge flow. */
export function WalletPage() {
  const { t } = useAccountingTranslation();
  const navigate = useNavigate();
  const can = useMoneyRule();
  const wallet = useWallet(can('walletRead'));
  const [recharging, setRecharging] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const refunds = useRefunds(can('refundsRead'));
  usePaymentReturn(can('paymentsRead'));

  const methods: RechargeMethod[] = [
    ...(can('rechargeByCard') ? (['card'] as const) : []),
    ...(can('rechargeByTransfer') ? (['transfer'] as const) : []),
  ];
  const link = (to: string, text: string) => (
    <Link
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {text}
    </Link>
  );

  return (
    // One column no wider than the screen: a wide child scrolls inside itself, never the page (issue 28.1).
    <section data-testid="wallet-page" style={{ display: 'grid', gap: 24, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader
        title={t('pages.wallet')}
        subtitle={t('wallet.subtitle')}
        actions={
          <>
            {methods.length > 0 ? (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setRecharging(true)}>
                {t('wallet.recharge')}
              </Button>
            ) : null}
            {/* Always there for who may ask for a refund, disabled without a balance to refund: shown only once the
                wallet had answered with a balance, it widened the actions after the first paint, which then wrapped
                under the title on a phone and pushed the page down (issue 29.1). */}
            {can('refundRequest') ? (
              <Button
                icon={<ArrowUndoRegular />}
                disabled={(wallet.data?.balance ?? 0) <= 0}
                onClick={() => setRefunding(true)}
              >
                {t('refunds.open')}
              </Button>
            ) : null}
          </>
        }
      />
      {wallet.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('wallet.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {wallet.isPending && !wallet.isError ? <Spinner /> : null}
      {wallet.data ? (
        <>
          <WalletSummary wallet={wallet.data} canReadTransfers={can('tempTransactionsRead')} />
          <Suspense fallback={<Spinner />}>
            <RecentMovements
              rows={wallet.data.recent}
              action={
                <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
                  {can('transactionsRead') ? link('/b2b/wallets/transactions', t('wallet.allTransactions')) : null}
                  {can('statementRead') ? link('/b2b/wallets/statement', t('statement.open')) : null}
                  {can('paymentsRead') ? link('/b2b/wallets/payments', t('wallet.allPayments')) : null}
                </div>
              }
            />
            {refunds.data ? <RefundList refunds={refunds.data} /> : null}
          </Suspense>
        </>
      ) : null}
      <Suspense fallback={null}>
        {refunding && wallet.data ? (
          <RefundDialog balance={wallet.data.balance} onClose={() => setRefunding(false)} />
        ) : null}
        {recharging ? (
          <RechargeDialog
            methods={methods}
            onClose={() => setRecharging(false)}
            onTransferDone={() => {
              setRecharging(false);
              if (can('tempTransactionsRead')) navigate('/b2b/wallets/temp-transactions');
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
