import { ComingSoon, DeclaredRoutes } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { accountingRoutes } from './routes';

/** The accounting module's pages, one per route declared in routes.ts; the shell has already guarded them. */
export function App() {
  const { t } = useTranslation('accounting');
  return (
    <DeclaredRoutes
      declaration={accountingRoutes}
      pages={{
        wallet: <ComingSoon title={t('pages.wallet')} />,
        payments: <ComingSoon title={t('pages.payments')} />,
        tempTransactions: <ComingSoon title={t('pages.tempTransactions')} />,
        transactions: <ComingSoon title={t('pages.transactions')} />,
        invoices: <ComingSoon title={t('pages.invoices')} />,
      }}
    />
  );
}
