import { ComingSoon } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

/** The orders module's routes; the shell has already guarded them. Pages land with the orders feature issue. */
export function App() {
  const { t } = useTranslation('orders');
  return (
    <Routes>
      <Route path="/b2b/orders" element={<ComingSoon title={t('pages.orders')} />} />
      <Route path="/b2b/orders/add" element={<ComingSoon title={t('pages.addOrder')} />} />
      <Route path="/b2b/orders/view/:id" element={<ComingSoon title={t('pages.orderDetails')} />} />
      <Route path="/b2b/packages" element={<ComingSoon title={t('pages.packages')} />} />
      <Route path="/b2b/packages/:id" element={<ComingSoon title={t('pages.packageDetails')} />} />
    </Routes>
  );
}
