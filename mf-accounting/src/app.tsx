import { ComingSoon } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

/** The accounting module's routes; the shell has already guarded them. Pages land with the accounting feature issue. */
export function App() {
  const { t } = useTranslation('accounting');
  return (
    <Routes>
      <Route path="/b2b/wallets" element={<ComingSoon title={t('pages.wallet')} />} />
      <Route path="/b2b/wallets/payments" element={<ComingSoon title={t('pages.payments')} />} />
      <Route path="/b2b/wallets/temp-transactions" element={<ComingSoon title={t('pages.tempTransactions')} />} />
      <Route path="/b2b/wallets/transactions" element={<ComingSoon title={t('pages.transactions')} />} />
      <Route path="/b2b/invoices" element={<ComingSoon title={t('pages.invoices')} />} />
    </Routes>
  );
}
