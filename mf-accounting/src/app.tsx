import { Route, Routes } from 'react-router';
import { InvoicePage } from './invoices/invoice-page';
import { InvoicesPage } from './invoices/invoices-page';
import { PaymentsPage } from './payments/payments-page';
import { TempTransactionsPage } from './temp-transactions/temp-transactions-page';
import { TransactionsPage } from './transactions/transactions-page';
import { WalletPage } from './wallet/wallet-page';

/** The accounting module's routes (spec §2); the shell has already guarded them. */
export function App() {
  return (
    <Routes>
      <Route path="/b2b/wallets" element={<WalletPage />} />
      <Route path="/b2b/wallets/payments" element={<PaymentsPage />} />
      <Route path="/b2b/wallets/temp-transactions" element={<TempTransactionsPage />} />
      <Route path="/b2b/wallets/transactions" element={<TransactionsPage />} />
      <Route path="/b2b/invoices" element={<InvoicesPage />} />
      <Route path="/b2b/invoices/:id" element={<InvoicePage />} />
    </Routes>
  );
}
