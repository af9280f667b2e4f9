import { Spinner } from '@fluentui/react-components';
import { DeclaredRoutes } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { accountingRoutes } from './routes';
import { WalletPage } from './wallet/wallet-page';

// The wallet is the module's landing page (navigation) and ships with the remote's first chunk; every other page is
// its own chunk, loaded when its route is opened, so the remote's initial JavaScript stays small (issue 15.2, as
// mf-orders).
const InvoicePage = lazy(() => import('./invoices/invoice-page').then((m) => ({ default: m.InvoicePage })));
const InvoicesPage = lazy(() => import('./invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })));
const PaymentsPage = lazy(() => import('./payments/payments-page').then((m) => ({ default: m.PaymentsPage })));
const SpendingPage = lazy(() => import('./spending/spending-page').then((m) => ({ default: m.SpendingPage })));
const StatementPage = lazy(() => import('./statement/statement-page').then((m) => ({ default: m.StatementPage })));
const TempTransactionsPage = lazy(() =>
  import('./temp-transactions/temp-transactions-page').then((m) => ({ default: m.TempTransactionsPage })),
);
const TransactionsPage = lazy(() =>
  import('./transactions/transactions-page').then((m) => ({ default: m.TransactionsPage })),
);

/** The accounting module's pages, one per route declared in routes.ts (spec §2); the shell has already guarded them. */
export function App() {
  return (
    <Suspense fallback={<Spinner style={{ padding: 48 }} />}>
      <DeclaredRoutes
        declaration={accountingRoutes}
        pages={{
          wallet: <WalletPage />,
          payments: <PaymentsPage />,
          tempTransactions: <TempTransactionsPage />,
          transactions: <TransactionsPage />,
          statement: <StatementPage />,
          spending: <SpendingPage />,
          invoices: <InvoicesPage />,
          invoice: <InvoicePage />,
        }}
      />
    </Suspense>
  );
}
